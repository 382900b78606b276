import * as licensee from './licensee';
import type { CallDef } from './define';

export * from './define';
export * from './licensee';

/** Every HTTP call of the contract, each declared once. The server registers a route for each. */
export const allCalls: readonly CallDef[] = [...Object.values(licensee)];
