import { isOwnLine, keepChatLine } from '@sideline/protocol';
import type { KeepContext } from '@sideline/protocol';
import type { ChatRow } from './row';

/** Who is looking, for the keep rules (the protocol's, shared with the server's chat preview). */
export type { KeepContext } from '@sideline/protocol';

/** True when the row is the viewer's own (by customer id, else by nickname). */
export const isOwn = (row: ChatRow, ctx: Pick<KeepContext, 'ownCustomerId' | 'ownNickname'>): boolean => isOwnLine(row, ctx);

/**
 * The history keep rules (section 5 and 6), the protocol's keepChatLine: the server's chat
 * preview of a page applies the same ones.
 */
export const keepMessage = (row: ChatRow, ctx: KeepContext): boolean => keepChatLine(row, ctx);

/** Appends `incoming` to `rows`, keeping at most `max` (the newest). */
export function appendBounded(rows: readonly ChatRow[], incoming: readonly ChatRow[], max: number): ChatRow[] {
  const all = rows.length + incoming.length <= max ? [...rows, ...incoming] : [...rows, ...incoming].slice(-max);
  return all;
}
