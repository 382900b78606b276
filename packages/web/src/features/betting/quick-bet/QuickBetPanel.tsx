import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { betTypeNameOf, useSportBetTypes } from '../odds/betTypes';
import { BET_TYPE_HIDE_POINT, PlaceBetStatus } from '@sideline/protocol';
import type { OddsType } from '@sideline/protocol';
import type { TranslationKey } from '../../../shared/i18n';
import { amountText, oddsText, oddsTypeName } from '../odds';
import { canPlace } from './betMachine';
import type { BetMessage } from './betMachine';
import { DIGIT_KEYS, isKeyEnabled } from './keypad';
import type { KeypadKey } from './keypad';
import type { QuickBet } from './quickBet';
import './quick-bet.css';

export interface QuickBetPanelProps {
  quickBet: QuickBet;
  oddsType: OddsType;
  currencyName: string;
  /** Available funds (null while unknown: shown as '--'). */
  available: number | null;
}

/** Maps a physical key to a keypad key (digits, Backspace, Delete/Escape clears). */
function keypadKeyOf(e: KeyboardEvent): KeypadKey | null {
  if (/^[0-9]$/.test(e.key)) return e.key as KeypadKey;
  if (e.key === 'Backspace') return 'back';
  if (e.key === 'Delete') return 'clear';
  return null;
}

/**
 * The quick-bet panel (chatroom section 2): bet type name, odds price in the member's odds
 * type, selection name and point (no point for bet type 646), odds type name, read-only stake
 * with currency and clear button, available funds, keypad 1-9, 0, 00, backspace, +10, +100,
 * max and bet. The success / lost-bet banners are a live region; a locked selection shows a
 * closed-state button with the reason instead of Bet. Typing digits or Backspace on the panel
 * works like the keypad.
 */
export function QuickBetPanel(props: QuickBetPanelProps) {
  const { t } = useTranslation();
  const { quickBet, oddsType, available } = props;
  const s = useSyncExternalStore(quickBet.subscribe, quickBet.getSnapshot, quickBet.getSnapshot);
  const stakeId = useId();
  const betTypes = useSportBetTypes();
  const tx = (m: BetMessage | null) => (m ? [m.key ? t(m.key as TranslationKey) : null, m.detail].filter(Boolean).join(' ') : '');
  if (!s.ticket) return <p className="quick-bet__empty" data-testid="quick-bet-empty">{t('quick-bet-empty')}</p>;
  const ticket = s.ticket;
  const keysOn = s.phase === 'ready' && s.status !== PlaceBetStatus.Success;
  const press = (key: KeypadKey) => quickBet.press(key);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLButtonElement && (e.key === 'Enter' || e.key === ' ')) return;
    const key = keypadKeyOf(e);
    if (key && keysOn) {
      e.preventDefault();
      press(key);
    } else if (e.key === 'Enter' && canPlace(s, available)) {
      e.preventDefault();
      void quickBet.place();
    }
  };
  const showPoint = ticket.BetType !== BET_TYPE_HIDE_POINT && ticket.Point !== null;
  return (
    <section className="quick-bet" aria-label={t('quick-bet')} data-testid="quick-bet" data-phase={s.phase} data-status={s.status} onKeyDown={onKeyDown} tabIndex={-1}>
      <header className="quick-bet__head">
        <span className="quick-bet__bet-type" data-testid="quick-bet-bet-type">{betTypeNameOf(betTypes, ticket)}</span>
        <span className={`quick-bet__price${s.selectionChanged ? ' quick-bet__price--changed' : ''}`} data-testid="quick-bet-price">
          @{oddsText(s.price, oddsType)}
        </span>
      </header>
      <div className="quick-bet__selection">
        <span data-testid="quick-bet-selection">{ticket.KeyName}</span>
        {showPoint && <span className="quick-bet__point" data-testid="quick-bet-point">{ticket.Point}</span>}
        <span className="quick-bet__odds-type" data-testid="quick-bet-odds-type">{oddsTypeName(oddsType)}</span>
      </div>
      {s.status === PlaceBetStatus.Success && (
        <p className="quick-bet__banner quick-bet__banner--success" role="status" data-testid="quick-bet-success">
          {t('bet-success')} · {t('stake')} {amountText(s.placedStake, { whole: true })}
        </p>
      )}
      {s.status === PlaceBetStatus.Fail && (
        <p className="quick-bet__banner quick-bet__banner--fail" role="alert" data-testid="quick-bet-fail">
          {t('bet-failed')}{s.fail ? `: ${tx(s.fail)}` : ''}
        </p>
      )}
      <div className="quick-bet__stake-row">
        <label htmlFor={stakeId} className="quick-bet__stake-label">{t('stake')}</label>
        <input
          id={stakeId}
          className="quick-bet__stake"
          data-testid="quick-bet-stake"
          readOnly
          value={s.stake === '' ? '' : amountText(Number(s.stake), { whole: true })}
          placeholder="0"
          aria-invalid={s.inline !== null}
          aria-describedby={s.inline ? `${stakeId}-err` : undefined}
        />
        <span className="quick-bet__currency" data-testid="quick-bet-currency">{props.currencyName}</span>
        <button type="button" className="icon-btn" aria-label={t('clear')} disabled={!keysOn || !isKeyEnabled(s.stake, 'clear')} onClick={() => press('clear')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {s.inline && (
        <p id={`${stakeId}-err`} className="quick-bet__inline" role="alert" data-testid="quick-bet-inline">
          {t(s.inline as TranslationKey)}
          {s.inline === 'your-selection-has-changed' && ` @${oddsText(s.price, oddsType)}`}
        </p>
      )}
      <p className="quick-bet__funds">
        {t('available-funds')}: <span data-testid="quick-bet-funds">{amountText(available)}</span>
      </p>
      <div className="quick-bet__keypad" role="group" aria-label={t('keypad')}>
        {DIGIT_KEYS.map((k) => (
          <button key={k} type="button" className="quick-bet__key" data-key={k} disabled={!keysOn || !isKeyEnabled(s.stake, k)} onClick={() => press(k)}>{k}</button>
        ))}
        <button type="button" className="quick-bet__key" data-key="back" aria-label={t('backspace')} disabled={!keysOn || !isKeyEnabled(s.stake, 'back')} onClick={() => press('back')}>
          <span aria-hidden="true">⌫</span>
        </button>
      </div>
      {s.phase === 'confirm' && s.reprice && <RepriceQuestion quickBet={quickBet} from={s.reprice.from} to={s.reprice.to} oddsType={oddsType} />}
      <div className="quick-bet__actions">
        <button type="button" className="btn btn--ghost" data-key="+10" disabled={!keysOn} onClick={() => press('+10')}>+10</button>
        <button type="button" className="btn btn--ghost" data-key="+100" disabled={!keysOn} onClick={() => press('+100')}>+100</button>
        <button type="button" className="btn btn--ghost" data-key="max" disabled={!keysOn} onClick={() => press('max')}>{t('max')}</button>
        {s.phase === 'locked' ? (
          <button type="button" className="btn quick-bet__closed" data-testid="quick-bet-locked" disabled>{tx(s.lock)}</button>
        ) : (
          <button
            type="button"
            className="btn btn--primary quick-bet__place"
            data-testid="quick-bet-place"
            disabled={!canPlace(s, available)}
            aria-busy={s.phase === 'placing' || s.phase === 'quoting'}
            onClick={() => void quickBet.place()}
          >
            {s.phase === 'placing' ? <span className="spinner" aria-hidden="true" /> : null}
            {t('bet')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * A live card's follow was refused because the price moved (BetCardPriceChanged): nothing was
 * placed. The question names both prices; the bet goes out at the new one only on "Follow at …"
 * (focus moves to it, so Enter answers from the keyboard); Cancel keeps the panel at the new price.
 */
function RepriceQuestion(props: { quickBet: QuickBet; from: number; to: number; oddsType: OddsType }) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  const from = oddsText(props.from, props.oddsType);
  const to = oddsText(props.to, props.oddsType);
  return (
    <div className="quick-bet__reprice" role="alertdialog" aria-labelledby="quick-bet-reprice-text" data-testid="quick-bet-reprice">
      <p id="quick-bet-reprice-text" data-testid="quick-bet-reprice-text">{t('bet-card-price-changed', { from, to })}</p>
      <div className="quick-bet__reprice-actions">
        <button type="button" className="btn btn--ghost" data-testid="quick-bet-reprice-cancel" onClick={() => props.quickBet.declinePrice()}>{t('cancel')}</button>
        <button ref={confirmRef} type="button" className="btn btn--primary" data-testid="quick-bet-reprice-confirm" onClick={() => void props.quickBet.confirmPrice()}>
          {t('bet-card-follow-at', { price: to })}
        </button>
      </div>
    </div>
  );
}
