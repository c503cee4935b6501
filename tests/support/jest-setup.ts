import '@testing-library/jest-dom';

import { failOnConsole } from './fail-on-console';

failOnConsole();
