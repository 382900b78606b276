import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FastMarketConnectionStatus } from '@sideline/protocol';
import type { OddsType } from '@sideline/protocol';
import { Dialog } from '../../../shared/ui/Dialog';
import { oddsText } from '../odds';
import type { FastMarket } from './fastMarket';
import { displayedMarket } from './marketsState';
import type { MarketView, SelectionView } from './marketsState';
import { marketTitle, optionName } from './names';
import { seenRounds } from './seenRounds';
import './fast-market.css';

/**
 * The fast-market modal: every open market of the round (one per goal type, named by the
 * goal-type key mapping), the displayed one (lowest marketId) first, with their options and
 * 3 s up/down arrows, the connection state (failed → Reconnect), and
 * "hide for this session". Picking an option hands it to the quick-bet panel.
 */
export function FastMarketModal(props: { fastMarket: FastMarket; oddsType: OddsType; onPick: (market: MarketView, option: SelectionView) => void }) {
  const { t } = useTranslation();
  const fm = props.fastMarket;
  const s = useSyncExternalStore(fm.subscribe, fm.getSnapshot, fm.getSnapshot);
  const market = displayedMarket(s.markets);
  const status = s.connection.status;
  // Opened by itself for a round this viewer already saw or dismissed (a reload, a reopened room): stays closed.
  const shownRound = useRef<number | null>(null);
  const seenAlready = s.modal.open && s.modal.byItself === true && market !== null && market.marketId !== shownRound.current && seenRounds.has(market.marketId);
  const open = s.modal.open && !s.hidden && !seenAlready;
  useEffect(() => {
    if (seenAlready) fm.closeModal();
    else if (open && market) {
      shownRound.current = market.marketId;
      seenRounds.add(market.marketId);
    }
  }, [seenAlready, open, market, fm]);
  return (
    <Dialog open={open} waitTurn={s.modal.byItself === true} title={t('fast-market')} closeLabel={t('close')} onClose={() => fm.closeModal()}
      actions={<button type="button" className="btn btn--ghost" data-testid="fast-market-hide" onClick={() => fm.hideForSession()}>{t('hide-for-session')}</button>}>
      <div className="fast-market" data-testid="fast-market" data-status={status} data-market={market?.marketId ?? ''}>
        <p className="fast-market__status" role="status" data-testid="fast-market-status">
          {status === FastMarketConnectionStatus.Failed && t('connection-failed')}
          {status === FastMarketConnectionStatus.Retrying && t('fast-market-retrying', { n: s.connection.retries })}
          {status === FastMarketConnectionStatus.Connecting && t('loading')}
        </p>
        {status === FastMarketConnectionStatus.Failed && (
          <button type="button" className="btn btn--primary" data-testid="fast-market-reconnect" onClick={() => fm.reconnect()}>{t('reconnect')}</button>
        )}
        {market ? (
          s.markets.markets.map((m) => (
            <section key={m.marketId} className="fast-market__market" data-testid="fast-market-market" data-goal-type={m.goalType ?? ''} aria-labelledby={`fm-title-${m.marketId}`}>
              <h3 className="fast-market__title" id={`fm-title-${m.marketId}`}>{marketTitle(m, t)}</h3>
              <ul className="fast-market__options">
                {m.selections.map((o) => (
                  <li key={o.key}>
                    <button type="button" className="fast-market__option" data-testid="fast-market-option" data-key={o.key} data-direction={o.direction ?? ''} onClick={() => props.onPick(m, o)}>
                      <span className="fast-market__name">{optionName(o, t)}{o.point !== null ? ` ${o.point}` : ''}</span>
                      <span className="fast-market__odds" data-testid="fast-market-odds">{oddsText(o.oddsPrice, props.oddsType)}</span>
                      {o.direction && (
                        <span className={`fast-market__arrow fast-market__arrow--${o.direction}`} aria-label={t(o.direction === 'up' ? 'odds-up' : 'odds-down')}>
                          {o.direction === 'up' ? '▲' : '▼'}
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : (
          status === FastMarketConnectionStatus.Open && <p className="fast-market__empty">{t('fast-market-none')}</p>
        )}
      </div>
    </Dialog>
  );
}
