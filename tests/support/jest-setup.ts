import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';

import { configure } from '@testing-library/react';

import { failOnConsole } from './fail-on-console';

// findBy/waitFor wait up to 5 s (default 1 s): RSA encryption in jsdom on a loaded 2-core machine takes longer
// than a second; a wait that succeeds early returns at once, so passing tests are not slower.
configure({ asyncUtilTimeout: 5000 });

failOnConsole();

// jsdom has no TextEncoder: react-router needs one as it loads (every screen with a <Link>).
Object.assign(globalThis, { TextEncoder, TextDecoder });
