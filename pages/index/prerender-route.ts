import { HALL } from '@/shared/routing';

/**
 * The route the build prerenders (prerender.tsx): the hall, where every login lands (HOME_URL). main.tsx
 * hydrates only a visit that opens on it; any other route renders afresh over the prerendered shell.
 */
export const PRERENDERED_ROUTE = HALL;
