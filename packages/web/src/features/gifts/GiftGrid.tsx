import { useTranslation } from 'react-i18next';
import type { Gift, GiftSelection } from '@sideline/protocol';
import { formatBalance } from '../wallet/balances';

/**
 * The 5-column grid of gifts: each a button labelled with its name and price (and vouchers
 * held), pressed when selected; a VIP gift above the member's level shows its level and is
 * disabled.
 */
export function GiftGrid(props: { gifts: readonly Gift[]; selection: GiftSelection | null; vip: number; onTap: (gift: Gift) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="gift-grid" data-testid="gift-grid">
      {props.gifts.map((g) => {
        const locked = g.Vip > props.vip;
        const selected = props.selection?.Id === g.Id;
        const price = formatBalance(g.Amount);
        const label = [g.GiftName, t('gift-price', { price }), g.GiftCardCount > 0 ? t('gift-tickets', { count: g.GiftCardCount }) : null, locked ? t('gift-vip-level', { level: g.Vip }) : null]
          .filter(Boolean).join(', ');
        return (
          <li key={`${g.CurrencyId}-${g.Id}`}>
            <button
              type="button"
              className={`gift-tile${selected ? ' gift-tile--selected' : ''}${locked ? ' gift-tile--locked' : ''}`}
              aria-pressed={selected}
              aria-label={label}
              disabled={locked}
              data-testid={`gift-${g.Id}`}
              onClick={() => props.onTap(g)}
            >
              <img src={g.ImgUrl} alt="" width={40} height={40} loading="lazy" />
              <span className="gift-tile__name">{g.GiftName}</span>
              <span className="gift-tile__price">{price}</span>
              {g.GiftCardCount > 0 && <span className="gift-tile__badge">×{g.GiftCardCount}</span>}
              {locked && <span className="gift-tile__badge gift-tile__badge--vip">VIP{g.Vip}</span>}
              {selected && props.selection && props.selection.Count > 1 && <span className="gift-tile__count">×{props.selection.Count}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
