/** Entities of section 3 of both spec documents: zod schema + inferred type of the same name. */
export * from './chat';
export * from './gifts';
export * from './betting';
export * from './streaming';
export * from './schedule';
export * from './promotions';
export * from './leaderboard';
export * from './feedback';
export * from './fast-market';
export * from './broadcast';
export * from './timer';
