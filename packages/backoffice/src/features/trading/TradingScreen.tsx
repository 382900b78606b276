import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FastMarketDesk } from './FastMarketDesk';
import { LiveStatus } from './LiveStatus';
import { RecommendBets } from './RecommendBets';
import { WheelSetting } from './WheelSetting';

const TABS = ['fast-market', 'recommend', 'wheel', 'live'] as const;
type Tab = (typeof TABS)[number];

/** Trading desk: fast-market rounds, recommend-bet setting, lucky wheel, live status (tabs, arrow keys move between them). */
export function TradingScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('fast-market');
  const onKeyDown = (e: React.KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : null;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <section aria-labelledby="trading-title">
      <header className="screen__head"><h1 id="trading-title">{t('nav-trading')}</h1></header>
      <div role="tablist" className="tabs" aria-label={t('nav-trading')} onKeyDown={onKeyDown}>
        {TABS.map((k) => (
          <button key={k} id={`tab-${k}`} type="button" role="tab" aria-selected={tab === k} aria-controls={`panel-${k}`} tabIndex={tab === k ? 0 : -1} className="tabs__tab" onClick={() => setTab(k)}>
            {t(`trading-tab-${k}` as 'trading-tab-live')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tabs__panel">
        {tab === 'fast-market' && <FastMarketDesk />}
        {tab === 'recommend' && <RecommendBets />}
        {tab === 'wheel' && <WheelSetting />}
        {tab === 'live' && <LiveStatus />}
      </div>
    </section>
  );
}
