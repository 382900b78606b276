import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FastMarketConnectionStatus } from '@sideline/protocol';
import type { OddsType } from '@sideline/protocol';
import { Dialog } from '../../../shared/ui/Dialog';
import { oddsText } from '../odds';
import type { FastMarket } from './fastMarket';
import { displayedMarket } from './marketsState';
import type { MarketView, SelectionView } from './marketsState';
import './fast-market.css';

/**
 * The fast-market modal: the displayed market (lowest marketId, 'next 5 minutes') with its
 * options and their 3 s up/down arrows, the connection state (failed → Reconnect), and
 * "hide for this session". Picking an option hands it to the quick-bet panel.
 */
export function FastMarketModal(props: { fastMarket: FastMarket; oddsType: OddsType; onPick: (market: MarketView, option: SelectionView) => void }) {
  const { t } = useTranslation();
  const fm = props.fastMarket;
  const s = useSyncExternalStore(fm.subscribe, fm.getSnapshot, fm.getSnapshot);
  const market = displayedMarket(s.markets);
  const status = s.connection.status;
  return (
    <Dialog open={s.modal.open && !s.hidden} title={t('fast-market')} closeLabel={t('close')} onClose={() => fm.closeModal()}
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
          <>
            <h3 className="fast-market__title">{market.betTypeName || t('next-5-minutes')}</h3>
            <ul className="fast-market__options">
              {market.selections.map((o) => (
                <li key={o.key}>
                  <button type="button" className="fast-market__option" data-testid="fast-market-option" data-key={o.key} data-direction={o.direction ?? ''} onClick={() => props.onPick(market, o)}>
                    <span className="fast-market__name">{o.keyName}{o.point !== null ? ` ${o.point}` : ''}</span>
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
          </>
        ) : (
          status === FastMarketConnectionStatus.Open && <p className="fast-market__empty">{t('fast-market-none')}</p>
        )}
      </div>
    </Dialog>
  );
}
