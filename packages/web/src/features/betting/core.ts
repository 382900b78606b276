/**
 * The betting domain's React-free public face: what the boot module (src/boot.ts) runs before the
 * React chunks have loaded — the sport bet types query. Re-exported by index.ts; nothing here may
 * import React (bootGraph.test.ts walks it).
 */
export { sportBetTypesQuery } from './odds/sportBetTypesQuery';
