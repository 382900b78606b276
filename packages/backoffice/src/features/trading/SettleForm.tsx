import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAST_MARKET_GOAL_NAMES, FastMarketGoalType, fastMarketSelectionName } from '@sideline/protocol';
import type { FastMarketRound } from '@sideline/protocol';

/** The goal types in the order a round lists its markets (one market per goal type). */
const GOAL_TYPES = Object.values(FastMarketGoalType);

/** The round's markets with their goal type and the two keys each may settle on ('2' Goal, '-2' No Goal). */
export function roundMarkets(round: FastMarketRound): Array<{ marketId: number; name: string; keys: [string, string] }> {
  return round.MarketIds.map((marketId, i) => {
    const type = GOAL_TYPES[i] ?? GOAL_TYPES[GOAL_TYPES.length - 1];
    return { marketId, name: FAST_MARKET_GOAL_NAMES[type], keys: [String(type), String(-type)] };
  });
}

/** Settle a round: each market's winning option, or left to the draw. */
export function SettleForm(props: { round: FastMarketRound; busy: boolean; onSettle: (outcome: Record<string, string>) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const markets = roundMarkets(props.round);
  const [outcome, setOutcome] = useState<Record<string, string>>({});
  return (
    <form className="form" onSubmit={(e) => { e.preventDefault(); props.onSettle(outcome); }}>
      <p className="field__hint">{t('fm-settle-hint')}</p>
      {markets.map((m) => (
        <div className="field" key={m.marketId}>
          <label htmlFor={`settle-${m.marketId}`}>{m.name}</label>
          <select id={`settle-${m.marketId}`} value={outcome[String(m.marketId)] ?? ''}
            onChange={(e) => setOutcome((o) => {
              const next = { ...o };
              if (e.target.value) next[String(m.marketId)] = e.target.value;
              else delete next[String(m.marketId)];
              return next;
            })}>
            <option value="">{t('fm-drawn')}</option>
            {m.keys.map((k) => <option key={k} value={k}>{fastMarketSelectionName(k)}</option>)}
          </select>
        </div>
      ))}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={props.busy}>{t('fm-settle')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
