/** What other features and app.ts use of responsible gambling: the only way in. */
export { responsibleGamblingMigrations } from './migrations';
export { responsibleGamblingPlugin } from './plugin';
export { requireMayGamble, requireSurface, mayShowPromotedOdds } from './service';
export { gamblingGuard } from './guard';
