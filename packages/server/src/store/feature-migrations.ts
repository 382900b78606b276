import type { Migration } from 'kysely';
import type { DialectName } from './types';
import { walletMigrations } from '../features/wallet/migrations';
import { chatMigrations } from '../features/chat/migrations';
import { moderationMigrations } from '../features/moderation/migrations';
import { heartbeatMigrations } from '../features/heartbeat/migrations';
import { tutorialMigrations } from '../features/tutorial/migrations';
import { jackpotMigrations } from '../features/jackpot/migrations';
import { scheduleMigrations } from '../features/schedule/migrations';
import { bettingMigrations } from '../features/betting/migrations';
import { analyticsMigrations } from '../features/analytics/migrations';

/**
 * Migrations owned by features, one map per feature (`features/<feature>/migrations.ts`
 * exports `(dialect) => ({ '0100_<feature>_<what>': Migration })`). Names sort in
 * application order after the foundation's `0001_…`; each feature takes its own hundred
 * (chat 0100, wallet 0200, betting 0300, streaming 0400, schedule 0500, …). Tables a
 * feature adds are typed by augmenting `Database` in `store/schema.ts` from the feature:
 * `declare module '../../store/schema' { interface Database { my_table: MyTable } }`.
 */
export type FeatureMigrations = (dialect: DialectName) => Record<string, Migration>;

export const featureMigrations: readonly FeatureMigrations[] = [
  chatMigrations,
  moderationMigrations,
  heartbeatMigrations,
  tutorialMigrations,
  jackpotMigrations,
  walletMigrations,
  scheduleMigrations,
  bettingMigrations,
  analyticsMigrations,
];
