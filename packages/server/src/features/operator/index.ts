/** What other features, sim, seed and app.ts use of operator: the only way in. */
export { requireOperator } from './auth';
export { operatorPlugin } from './plugin';
