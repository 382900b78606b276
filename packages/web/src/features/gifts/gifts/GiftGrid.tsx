import { useTranslation } from 'react-i18next';
import type { Gift, GiftSelection } from '@sideline/protocol';
import { formatBalance } from '../../shell';

/**
 * The 5-column grid of gifts: each a button labelled with its name and price (and vouchers
 * held), pressed when selected; a VIP gift above the member's level shows its level and is
 * disabled. The label starts with the tile's visible text in its order ("Rose 10 ×2, 2
 * vouchers"), so speech input can name what it sees (WCAG 2.5.3).
 */
export function GiftGrid(props: { gifts: readonly Gift[]; selection: GiftSelection | null; vip: number; onTap: (gift: Gift) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="gift-grid" data-testid="gift-grid">
      {props.gifts.map((g) => {
        const locked = g.Vip > props.vip;
        const selected = props.selection?.Id === g.Id;
        const price = formatBalance(g.Amount);
        const count = selected && props.selection && props.selection.Count > 1 ? props.selection.Count : null;
        const vip = locked ? t('gift-vip-level', { level: g.Vip }) : null;
        // The tile's visible text first, in its order, then what the voucher badge means.
        const seen = [g.GiftName, price, g.GiftCardCount > 0 ? `×${g.GiftCardCount}` : null, vip, count ? `×${count}` : null].filter(Boolean).join(' ');
        const label = g.GiftCardCount > 0 ? `${seen}, ${t('gift-tickets', { count: g.GiftCardCount })}` : seen;
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
              {/* Spaces between the parts: the visible text reads "Rose 10", as the label does. */}
              <span className="gift-tile__name">{g.GiftName}</span>{' '}
              <span className="gift-tile__price">{price}</span>{' '}
              {g.GiftCardCount > 0 && <><span className="gift-tile__badge">×{g.GiftCardCount}</span>{' '}</>}
              {vip && <><span className="gift-tile__badge gift-tile__badge--vip">{vip}</span>{' '}</>}
              {count && <span className="gift-tile__count">×{count}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
