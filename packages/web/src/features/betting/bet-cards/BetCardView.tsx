import { useTranslation } from 'react-i18next';
import type { BetCard, OddsType } from '@sideline/protocol';
import type { TranslationKey } from '../../../shared/i18n';
import { oddsText } from '../odds';
import './bet-cards.css';

const STATE_KEY: Record<BetCard['State'], TranslationKey> = {
  open: 'bet-card-state-open', suspended: 'bet-card-state-suspended', closed: 'bet-card-state-closed',
  won: 'bet-card-state-won', lost: 'bet-card-state-lost', void: 'bet-card-state-void',
};

/**
 * A live bet card in the chat line (issue 22): bet type, selection, the selection's current
 * price (the shown price struck through beside it once it moved), the stake shown, the market's
 * state in words (not colour alone), how many viewers followed, and Follow — enabled only while
 * the market is open, gone once it is closed or settled. It updates in place: no new line.
 */
export function BetCardView(props: { card: BetCard; ticket: TicketView; oddsType: OddsType; onFollow?: () => void }) {
  const { t } = useTranslation();
  const { card, ticket, oddsType } = props;
  const moved = Math.round(card.Price * 1000) !== Math.round(card.ShownPrice * 1000);
  const settled = card.State !== 'open' && card.State !== 'suspended';
  return (
    <span className={`chat-ticket bet-card bet-card--${card.State}`} data-testid="bet-card" data-state={card.State} data-card-id={card.CardId}
      role="group" aria-label={t('chat-shared-ticket')}>
      <span className="chat-ticket__type">{ticket.betTypeName}</span>
      <span className="chat-ticket__key">{ticket.selection}</span>
      <span className="bet-card__prices">
        {moved && <s className="bet-card__shown" data-testid="bet-card-shown-price">@{oddsText(card.ShownPrice, oddsType)}</s>}
        <span className="chat-ticket__price" data-testid="bet-card-price">@{oddsText(card.Price, oddsType)}</span>
      </span>
      <span className="chat-ticket__stake">{ticket.stake.toLocaleString('en')}</span>
      <span className="bet-card__state" data-testid="bet-card-state">{t(STATE_KEY[card.State])}</span>
      <span className="bet-card__followers" data-testid="bet-card-followers">{t('bet-card-followers', { count: card.Followers })}</span>
      {props.onFollow && !settled && (
        <button type="button" className="btn btn--primary chat-ticket__follow" data-testid="chat-ticket-follow" disabled={card.State !== 'open'} onClick={props.onFollow}>
          {t('follow')}
        </button>
      )}
    </span>
  );
}

type TicketView = { betTypeName: string; selection: string; price: number; stake: number };
