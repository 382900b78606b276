import { memo, useContext, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent } from 'react';
import { Icon } from '../../../shared/ui/Icon';
import { formatMessage } from './format';
import type { FormatContext } from './format';
import type { LuckyBoxLineHandler } from './lineActions';
import type { ChatRow } from './row';
import { TicketCardContext } from './ticketCard';

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
  /** A gift line's place in its sender's combo of this gift (row.ts giftCombo): 2+ shows "×N" on the card. */
  combo?: number;
  /** Opens the block-and-report sheet for this author (absent: the name is not a button). */
  onAuthor?: (row: ChatRow) => void;
  /** Follows a shared ticket into the quick-bet panel (absent: shared tickets have no Follow button). */
  onFollowTicket?: (row: ChatRow) => void;
  /** Opens the lucky box of a lucky-box line (absent: the line is plain text). */
  onLuckyBox?: LuckyBoxLineHandler;
  /** Puts "@name " into the chat input (the line's Mention action; absent: no Mention). */
  onMention?: (nickname: string) => void;
}) {
  const { row, ctx, own, continued = false, combo = 0, onAuthor, onFollowTicket, onLuckyBox, onMention } = props;
  const view = formatMessage(row, ctx);
  const actions = useLineActions();
  const TicketCard = useContext(TicketCardContext);
  // A continued line's name is not a second focus stop: the group's first line has the button.
  const name = view.nickname ? (
    onAuthor && !own && !continued && row.CustomerId !== null ? (
      <button type="button" className={`chat-row__name chat-nick-${row.Color}`} onClick={() => onAuthor(row)}>{view.nickname}</button>
    ) : (
      <span className={`chat-row__name chat-nick-${row.Color}`}>{view.nickname}</span>
    )
  ) : null;
  const ticket = view.ticket && (
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
  );
  return (
    <li className={`chat-row chat-row--${view.tone}${own ? ' chat-row--own' : ''}${continued ? ' chat-row--continued' : ''}${view.gift ? ' chat-row--card' : ''}`} data-testid="chat-row" data-type={row.Type}
      {...(view.nickname ? actions.handlers : {})}>
      {view.gift && (view.gift.imageUrl
        // A gift line is a compact card (issue 17 item 6): the gift's picture, who sent it, what and how many.
        ? <img className="chat-gift__img" src={view.gift.imageUrl} alt="" loading="lazy" />
        : <Icon name="gift" className="icon chat-gift__img" />)}
      {row.Vip > 0 && view.nickname ? <span className="chat-row__vip">VIP{row.Vip}</span> : null}
      {name}
      {name ? <span className="chat-row__sep" aria-hidden="true">{view.gift ? ' ' : ': '}</span> : null}
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
        <span className="chat-row__text">{view.text}{combo > 1 && <b> ×{combo}</b>}</span>
      )}
      {actions.open && view.nickname && (
        <span className="chat-row__actions" data-testid="chat-row-actions">
          <time className="chat-row__time" dateTime={new Date(row.Timestamp).toISOString()}>{clockTime(row.Timestamp)}</time>
          {onMention && !own && (
            <button type="button" className="chat-row__action" data-testid="chat-row-mention" onClick={() => onMention(view.nickname)}>@ {ctx.t('line-mention')}</button>
          )}
          {onAuthor && !own && row.CustomerId !== null && (
            <button type="button" className="chat-row__action" data-testid="chat-row-block" onClick={() => onAuthor(row)}>{ctx.t('line-block-report')}</button>
          )}
        </span>
      )}
      {ticket && (TicketCard && view.ticket
        // A live bet card (issue 22) when the page's betting features render one for this line.
        ? <TicketCard row={row} ticket={view.ticket} fallback={ticket} canFollow={Boolean(onFollowTicket)} />
        : ticket)}
    </li>
  );
});

/** HH:mm of an epoch-ms time in the viewer's zone. */
function clockTime(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** Press this long on a touch screen to show a line's time and actions. */
const LONG_PRESS_MS = 500;
/** A mouse rests this long on a line before its actions show: a pointer passing on its way to a click (Follow) meets nothing new. */
const HOVER_REST_MS = 300;

/**
 * When a line shows its time and actions (issue 17 item 6): while a mouse rests on it (after
 * HOVER_REST_MS), while
 * the keyboard focus is inside it (its name button), and after a long press on a touch screen
 * until the finger touches another line. Nothing is rendered otherwise: a room of 150 lines
 * carries no hidden buttons.
 */
function useLineActions() {
  const [open, setOpen] = useState(false);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (press.current !== null) clearTimeout(press.current);
    press.current = null;
  };
  const handlers = {
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      cancel();
      press.current = setTimeout(() => setOpen(true), HOVER_REST_MS);
    },
    onPointerLeave: (e: PointerEvent) => { cancel(); if (e.pointerType === 'mouse') setOpen(false); },
    onPointerDown: (e: PointerEvent<HTMLLIElement>) => {
      if (e.pointerType !== 'touch') return;
      cancel();
      const line = e.currentTarget;
      press.current = setTimeout(() => {
        setOpen(true);
        // The next touch outside this line closes it.
        const away = (ev: Event) => {
          if (ev.target instanceof Node && line.contains(ev.target)) return;
          setOpen(false);
          document.removeEventListener('pointerdown', away, true);
        };
        document.addEventListener('pointerdown', away, true);
      }, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onFocus: () => setOpen(true),
    onBlur: (e: FocusEvent<HTMLLIElement>) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false); },
  };
  return { open, handlers };
}
