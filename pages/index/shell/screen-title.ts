import { createContext } from 'react';

/** The title of the route a screen shows under (route-table.ts), for screens whose heading is that title. */
export const ScreenTitle = createContext<string | undefined>(undefined);
