import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsType } from '@sideline/protocol';
import { oddsText } from '../odds';
import type { BettingLive } from './bettingParts';
import { QuickBetPanel } from './QuickBetPanel';
import type { SlipEntry } from './slip';

/**
 * The quick-bet drawer as a bet slip (issue 17 item 7: "a bet slip a viewer can browse, not a
 * hint"): with no selection open it lists the prices promoted in the room now and the tickets
 * members showed in the chat (slip.ts, worked out beside the chat), each one tap from the
 * keypad; with one open it is the keypad panel, with a way back to the slip.
 */
export function BetSlipDrawer(props: { live: BettingLive; oddsType: OddsType; promoted: readonly SlipEntry[]; shown: readonly SlipEntry[] }) {
  const { t } = useTranslation();
  const { live, oddsType, promoted, shown } = props;
  const bet = useSyncExternalStore(live.quickBet.subscribe, live.quickBet.getSnapshot, live.quickBet.getSnapshot);
  if (bet.ticket) {
    return (
      <div className="bet-slip">
        <button type="button" className="btn btn--ghost bet-slip__back" data-testid="bet-slip-back" onClick={() => live.quickBet.close()}>
          ← {t('bet-slip-back')}
        </button>
        <QuickBetPanel quickBet={live.quickBet} oddsType={oddsType} currencyName={live.currencyName} available={live.available} />
      </div>
    );
  }
  if (!promoted.length && !shown.length) return <p className="quick-bet__empty" data-testid="quick-bet-empty">{t('quick-bet-empty')}</p>;
  const row = ({ key, ticket, by }: SlipEntry) => (
    <li key={key} className="bet-slip__item">
      <span className="bet-slip__what">
        <span className="bet-slip__selection">{ticket.KeyName}{ticket.Point !== null ? ` ${ticket.Point}` : ''}</span>
        <span className="bet-slip__market">{ticket.BetTypeName}{by ? ` · ${by}` : ''}</span>
      </span>
      <button type="button" className="btn btn--primary bet-slip__pick" data-testid="bet-slip-pick" onClick={() => void live.quickBet.open(ticket)}>
        @{oddsText(ticket.OddsPrice, oddsType)}
      </button>
    </li>
  );
  return (
    <div className="bet-slip" data-testid="bet-slip">
      {promoted.length > 0 && (
        <section aria-labelledby="bet-slip-promoted">
          <h3 className="bet-slip__title" id="bet-slip-promoted">{t('bet-slip-promoted')}</h3>
          <ul className="bet-slip__list">{promoted.map(row)}</ul>
        </section>
      )}
      {shown.length > 0 && (
        <section aria-labelledby="bet-slip-shown">
          <h3 className="bet-slip__title" id="bet-slip-shown">{t('bet-slip-shown')}</h3>
          <ul className="bet-slip__list">{shown.map(row)}</ul>
        </section>
      )}
    </div>
  );
}
