import { memo } from 'react';
import { formatMessage } from './format';
import type { FormatContext } from './format';
import type { LuckyBoxLineHandler } from './lineActions';
import type { ChatRow } from './row';

/**
 * One line of the list. Memoised on the row object: a flush adds and removes rows but never
 * re-renders the ones already shown. Text goes in as text nodes only (no HTML).
 */
export const MessageRow = memo(function MessageRow(props: {
  row: ChatRow;
  ctx: FormatContext;
  own: boolean;
  /** The line continues its sender's group: the name shows only to screen readers (and in copied text). */
  continued?: boolean;
  /** Opens the block-and-report sheet for this author (absent: the name is not a button). */
  onAuthor?: (row: ChatRow) => void;
  /** Follows a shared ticket into the quick-bet panel (absent: shared tickets have no Follow button). */
  onFollowTicket?: (row: ChatRow) => void;
  /** Opens the lucky box of a lucky-box line (absent: the line is plain text). */
  onLuckyBox?: LuckyBoxLineHandler;
}) {
  const { row, ctx, own, continued = false, onAuthor, onFollowTicket, onLuckyBox } = props;
  const view = formatMessage(row, ctx);
  // A continued line's name is not a second focus stop: the group's first line has the button.
  const name = view.nickname ? (
    onAuthor && !own && !continued && row.CustomerId !== null ? (
      <button type="button" className={`chat-row__name chat-nick-${row.Color}`} onClick={() => onAuthor(row)}>{view.nickname}</button>
    ) : (
      <span className={`chat-row__name chat-nick-${row.Color}`}>{view.nickname}</span>
    )
  ) : null;
  return (
    <li className={`chat-row chat-row--${view.tone}${own ? ' chat-row--own' : ''}${continued ? ' chat-row--continued' : ''}`} data-testid="chat-row" data-type={row.Type}>
      {row.Vip > 0 && view.nickname ? <span className="chat-row__vip">VIP{row.Vip}</span> : null}
      {name}
      {name ? <span className="chat-row__sep" aria-hidden="true">: </span> : null}
      {view.imageUrl ? (
        <img className="chat-row__sticker" src={view.imageUrl} alt={view.text} loading="lazy" />
      ) : view.luckyBox && onLuckyBox ? (
        <button
          type="button"
          className="chat-row__text chat-row__lucky-box"
          data-testid="chat-lucky-box"
          data-lucky-box-id={view.luckyBox.luckyBoxId}
          onClick={() => view.luckyBox && onLuckyBox({ ...view.luckyBox, row })}
        >
          {view.text}{' '}
          <span className="visually-hidden">{ctx.t('chat-lucky-box-open')}</span>
        </button>
      ) : (
        <span className="chat-row__text">{view.text}</span>
      )}
      {view.ticket && (
        <span className="chat-ticket">
          <span className="chat-ticket__type">{view.ticket.betTypeName}</span>
          <span className="chat-ticket__key">{view.ticket.selection}</span>
          <span className="chat-ticket__price">@{view.ticket.price}</span>
          <span className="chat-ticket__stake">{view.ticket.stake.toLocaleString('en')}</span>
          {onFollowTicket && (
            <button type="button" className="btn btn--primary chat-ticket__follow" data-testid="chat-ticket-follow" onClick={() => onFollowTicket(row)}>
              {ctx.t('follow')}
            </button>
          )}
        </span>
      )}
    </li>
  );
});
