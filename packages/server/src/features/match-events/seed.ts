import { SITE_ID_LICENSEE } from '@sideline/protocol';
import type { Executor } from '../../store/types';

/**
 * The demo world's settings: the demo licensee site has match-aware chat on (a 10 s slow mode for
 * a minute after an event), so the demo feed shows it under `npm start`. Other sites have none:
 * off. Kept once written (a change made since is not undone by a restart).
 */
export async function seedMatchChatSettings(db: Executor, now: number): Promise<void> {
  await db.insertInto('match_chat_settings').values({
    site_id: SITE_ID_LICENSEE, enabled: 1, mode: 'slow-mode', slow_mode_seconds: 10, duration_seconds: 60, updated_at: now,
  }).onConflict((oc) => oc.doNothing()).execute();
}
