import type { Migration } from 'kysely';
import type { DialectName } from '../../store/types';
import { promotionMigrations } from '../promotions/migrations';
import { programmeMigrations } from '../programmes/migrations';
import { feedbackMigrations } from '../feedback/migrations';

/**
 * The migrations of the schedule family (schedule 0500-0599): promotion periods, programme
 * presence, feedback ratings. One entry in `store/feature-migrations.ts`.
 */
export function scheduleMigrations(dialect: DialectName): Record<string, Migration> {
  return { ...promotionMigrations(dialect), ...programmeMigrations(dialect), ...feedbackMigrations(dialect) };
}
