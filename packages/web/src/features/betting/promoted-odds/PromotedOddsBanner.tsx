import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_TYPE_HIDE_POINT } from '@sideline/protocol';
import type { OddsType } from '@sideline/protocol';
import { oddsText } from '../odds';
import type { PromotedOdds } from './promotedOdds';
import { secondsLeft } from './promotedOddsState';
import type { PromotedItem } from './promotedOddsState';
import './promoted-odds.css';

/**
 * The promoted-odds banner: the newest promoted price of the room (bet type, selection and
 * point, price in the member's odds type, seconds left) with a Follow button that hands the
 * price to the quick-bet panel. Renders nothing when there is none.
 */
export function PromotedOddsBanner(props: { promoted: PromotedOdds; oddsType: OddsType; onFollow: (item: PromotedItem) => void }) {
  const { t } = useTranslation();
  const snap = useSyncExternalStore(props.promoted.subscribe, props.promoted.getSnapshot, props.promoted.getSnapshot);
  const item = snap.items[0];
  if (!item) return null;
  const left = secondsLeft(item, snap.now);
  const point = item.BetType !== BET_TYPE_HIDE_POINT && item.Point !== null ? ` ${item.Point}` : '';
  return (
    <aside className="promoted-odds" aria-label={t('promoted-odds')} data-testid="promoted-odds" data-id={item.PromotedOddsId}>
      <span className="promoted-odds__tag">{t('promoted-odds')}</span>
      <span className="promoted-odds__body">
        <span className="promoted-odds__type">{item.BetTypeName}</span>{' '}
        <span className="promoted-odds__key">{item.KeyName}{point}</span>{' '}
        <strong className="promoted-odds__price" data-testid="promoted-odds-price">@{oddsText(item.OddsPrice, props.oddsType)}</strong>
      </span>
      <span className="promoted-odds__left" data-testid="promoted-odds-left" aria-label={t('seconds-left', { count: left })}>{left}s</span>
      <button type="button" className="btn btn--primary promoted-odds__follow" data-testid="promoted-odds-follow" onClick={() => props.onFollow(item)}>
        {t('follow')}
      </button>
    </aside>
  );
}
