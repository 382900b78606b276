import { useTranslation } from 'react-i18next';
import { MessageType, parseMatchEventLine } from '@sideline/protocol';
import type { DeskLine } from '@sideline/protocol';
import { formatClock } from '../../shared/format';

export type LineAction = 'delete' | 'mute' | 'unmute' | 'lines';

/**
 * The room's chat as it happens, newest last. Each player line offers its actions (delete,
 * mute, unmute, that player's lines) to staff allowed to moderate; deleted and hidden lines stay
 * visible here, marked, so the desk sees what was removed.
 */
export function ChatLines(props: { lines: DeskLine[]; canModerate: boolean; onAction: (action: LineAction, line: DeskLine) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="chat-lines" aria-label={t('room-chat')} aria-live="polite" aria-relevant="additions">
      {props.lines.map((line) => (
        <li key={line.MessageId} className={`chat-line${line.IsDeleted ? ' is-deleted' : ''}`} data-message-id={line.MessageId}>
          <span className="chat-line__time">{formatClock(line.Timestamp, i18n.language)}</span>
          <span className="chat-line__nick">{line.Nickname}</span>
          <span className="chat-line__text">{lineText(line, t('match-chat-title'))}</span>
          {line.IsDeleted && <span className="badge badge--closed">{t('line-deleted')}</span>}
          {line.IsHate && !line.IsDeleted && <span className="badge badge--maintenance">{t('line-hidden')}</span>}
          {line.CustomerId !== null && (
            <span className="chat-line__actions">
              {props.canModerate && !line.IsDeleted && (
                <button type="button" className="btn btn--tiny btn--danger" aria-label={t('line-delete-of', { name: line.Nickname, text: line.Message })} onClick={() => props.onAction('delete', line)}>{t('action-delete')}</button>
              )}
              {props.canModerate && (
                <>
                  <button type="button" className="btn btn--tiny" aria-label={t('line-mute-of', { name: line.Nickname })} onClick={() => props.onAction('mute', line)}>{t('line-mute')}</button>
                  <button type="button" className="btn btn--tiny" aria-label={t('line-unmute-of', { name: line.Nickname })} onClick={() => props.onAction('unmute', line)}>{t('line-unmute')}</button>
                </>
              )}
              <button type="button" className="btn btn--tiny btn--ghost" aria-label={t('line-lines-of', { name: line.Nickname })} onClick={() => props.onAction('lines', line)}>{t('line-lines')}</button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A line's text; a match-event system line (type 19, JSON) as the event and what the room does. */
function lineText(line: DeskLine, matchChat: string): string {
  if (line.Type !== MessageType.MatchEvent) return line.Message;
  const e = parseMatchEventLine(line.Message);
  if (!e) return line.Message;
  const what = e.Phase === 'end' ? 'end' : `${e.Event ?? ''}${e.Team ? ` (${e.Team})` : ''}`;
  const mode = e.Mode === 'slow-mode' && e.SlowModeSeconds ? `slow mode ${e.SlowModeSeconds} s / ${e.DurationSeconds ?? 0} s` : e.Mode;
  return `${matchChat}: ${what} · ${mode}`;
}
