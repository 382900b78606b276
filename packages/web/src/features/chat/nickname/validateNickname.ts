import { NICKNAME_MAX_LENGTH } from '@sideline/protocol';
import { isIndecent } from '../list/indecent';

export type NicknameVerdict =
  | { kind: 'ok'; nickname: string }
  | { kind: 'blank' }
  | { kind: 'too-long' }
  | { kind: 'indecent' };

/**
 * Nickname rules (section 5): trimmed; blank refused (confirm stays disabled); at most 20
 * characters; a match of the indecent pattern is refused ('sensitive-words-prohibited').
 */
export function validateNickname(raw: string, indecent: RegExp | null): NicknameVerdict {
  const nickname = raw.trim();
  if (!nickname) return { kind: 'blank' };
  if ([...nickname].length > NICKNAME_MAX_LENGTH) return { kind: 'too-long' };
  if (isIndecent(indecent, nickname)) return { kind: 'indecent' };
  return { kind: 'ok', nickname };
}
