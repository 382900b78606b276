import { MessageType } from '../enums';
import { continuesGroup, isOwnLine, keepChatLine, nicknameColour, unescapeName } from './lines';
import type { ChatLineFields, KeepContext } from './lines';

/**
 * Which of a room's lines the server draws in a chat page's HTML (CHAT_PREVIEW_ID, early.ts): the
 * list's own rules (lines.ts), so the preview shows what the list will.
 */

/** Line types the preview draws: their text is the message itself. */
const PREVIEW_TYPES: ReadonlySet<number> = new Set([MessageType.Message, MessageType.At, MessageType.AIArmy, MessageType.Broadcast]);

/** At most this many lines: more than a tall panel shows (the list keeps the newest in view). */
export const CHAT_PREVIEW_MAX_LINES = 30;

/** A history message as the preview reads it (GET /Message's ChatMessage). */
export interface PreviewSource extends ChatLineFields {
  Color?: unknown;
  Vip?: unknown;
}

/** One drawn line: as the widget's row shows it (features/chat/list/MessageRow). */
export interface PreviewLine {
  tone: 'chat' | 'mention' | 'system';
  /** Unescaped: the page escapes it for HTML. Empty for a notice. */
  nickname: string;
  text: string;
  /** Nickname colour class 1-10. */
  color: number;
  vip: number;
  own: boolean;
  /** Continues its sender's group: the name is hidden, as in the list. */
  continued: boolean;
}

const TONES: Partial<Record<number, PreviewLine['tone']>> = { [MessageType.At]: 'mention', [MessageType.Broadcast]: 'system' };

/**
 * The lines of a room's history (oldest first) the preview draws: the list's keep rules
 * (keepChatLine), then the drawable types, the newest `max`; grouping as the list groups (a line
 * continues the group of the kept line before it).
 */
export function chatPreviewLines(messages: readonly PreviewSource[], ctx: KeepContext, max = CHAT_PREVIEW_MAX_LINES): PreviewLine[] {
  const kept = messages.filter((m) => keepChatLine(m, ctx));
  const out: PreviewLine[] = [];
  kept.forEach((m, i) => {
    if (!PREVIEW_TYPES.has(m.Type)) return;
    const tone = TONES[m.Type] ?? 'chat';
    out.push({
      tone,
      nickname: tone === 'system' ? '' : unescapeName(m.Nickname),
      text: m.Message,
      color: nicknameColour(m.Color),
      vip: typeof m.Vip === 'number' && m.Vip > 0 ? m.Vip : 0,
      own: isOwnLine(m, ctx),
      continued: continuesGroup(kept[i - 1], m),
    });
  });
  return out.slice(-max);
}
