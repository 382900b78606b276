import { makeTestApp } from '../../src/testing/app';
import { routeFuzzSuite } from './route-suite';

/** Every HTTP call of the contract fuzzed against the in-memory SQLite app (see route-suite.ts). */
routeFuzzSuite('SQLite', (logger) => makeTestApp({ logger }));
