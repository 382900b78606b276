/** What other features, sim, seed and app.ts use of tickets: the only way in. */
export { ticketsPlugin } from './plugin';
