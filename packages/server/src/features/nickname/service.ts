import { CURRENCY_DIAMOND, NICKNAME_MAX_LENGTH } from '@sideline/protocol';
import type { Session } from '../../http/session';
import type { Store } from '../../store/types';
import { ApiError, badRequest } from '../../http/errors';
import { updateNickname } from '../licensee/index';
import { nicknameOf } from './store';

const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' };

/** Escape < > & " so a stored name is inert wherever it is shown. */
export function escapeNickname(name: string): string {
  return name.replace(/[<>&"]/g, (c) => ESCAPES[c]);
}

/**
 * The nickname rules: trimmed, 1-20 characters (counted before escaping), only when the
 * site lets members update it (CanUpdateNickname) and never on the diamond currency.
 */
export async function changeNickname(store: Store, session: Session, raw: string): Promise<{ Nickname: string }> {
  if (!session.customerId) throw new ApiError(401, 'Token', 'This call needs a logged-in member');
  if (!session.canUpdateNickname) throw new ApiError(403, 'Nickname', 'Nickname updates are not allowed on this site');
  if (session.currencyId === CURRENCY_DIAMOND) throw new ApiError(403, 'Nickname', 'Nickname cannot be changed on the diamond currency');
  const trimmed = raw.trim();
  if (!trimmed) throw badRequest('Nickname', 'Nickname must not be blank');
  if ([...trimmed].length > NICKNAME_MAX_LENGTH) throw badRequest('Nickname', `Nickname must be at most ${NICKNAME_MAX_LENGTH} characters`);
  if ([...trimmed].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) throw badRequest('Nickname', 'Nickname must not contain control characters');
  const nickname = escapeNickname(trimmed);
  await updateNickname(store.db, session.customerId, nickname);
  return { Nickname: nickname };
}

export async function readNickname(store: Store, session: Session): Promise<{ Nickname: string | null }> {
  if (!session.customerId) return { Nickname: null };
  return { Nickname: await nicknameOf(store.db, session.customerId) };
}
