import { useEffect, useId, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_COIN, CURRENCY_DIAMOND, GiftSendStatus, GiftTab } from '@sideline/protocol';
import type { TranslationKey } from '../../../shared/i18n';
import { LuckyBoxList } from '../lucky-box/LuckyBoxList';
import { balanceOf, formatBalance, formatMoney, memberCurrencyName } from '../../shell';
import { useUserToken } from '../../betting';
import { useDataParam } from '../../../shared/data-param';
import type { GiftParts } from './giftParts';
import { GiftGrid } from './GiftGrid';
import { useGiftInfo } from './queries';
import { emptySelection, selectionReducer, shownCount } from './selection';
import { effectiveTab, giftsOfTab, visibleTabs } from './tabs';
import { usePaidContext } from './usePaidContext';
import { useSendGift } from './useSendGift';
import './gifts.css';
import { Skeleton } from '../../../shared/ui/Skeleton';

const TAB_LABELS: Record<GiftTab, TranslationKey> = {
  events: 'gift-tab-events', featured: 'gift-tab-featured', vip: 'gift-tab-vip', 'lucky-box': 'gift-tab-lucky-box',
};

/**
 * The gift panel (chatroom spec section 2): tabs events / featured / vip / lucky-box as a
 * tablist, a 5-column grid, the balance line, the coin/diamond switch on the coin site, the
 * count controls and the send button (spinner while sending). Changing tab clears the
 * selection and scrolls to the top; the events tab falls back to featured when empty.
 */
export function GiftPanel(props: { parts: GiftParts }) {
  const { parts } = props;
  const { t } = useTranslation();
  const ctx = usePaidContext(parts.balances);
  const { data } = useDataParam();
  const member = useUserToken(ctx.room.isLoggedIn);
  const wallet = useSyncExternalStore(parts.balances.subscribe, parts.balances.getSnapshot, parts.balances.getSnapshot);
  // A lucky-box chat line asks for a box: the panel opens (or turns) to the lucky-box tab in its currency.
  const focus = useSyncExternalStore(parts.luckyBoxFocus.subscribe, parts.luckyBoxFocus.getSnapshot, parts.luckyBoxFocus.getSnapshot);
  const [coinCurrency, setCoinCurrency] = useState<number>(() => parts.luckyBoxFocus.getSnapshot()?.currencyId ?? CURRENCY_COIN);
  const currencyId = ctx.isCoinSite ? coinCurrency : ctx.room.currencyId;
  const giftIds = ctx.isCoinSite ? [CURRENCY_COIN, CURRENCY_DIAMOND] : [ctx.room.currencyId];
  const query = useGiftInfo({ currencyIds: giftIds, language: ctx.language, vip: ctx.vip, enabled: true, withVouchers: ctx.room.isLoggedIn, open: true });
  const gifts = (query.data?.GiftInfo ?? []).filter((g) => g.CurrencyId === currencyId);
  const [requestedTab, setTab] = useState<GiftTab>(() => (parts.luckyBoxFocus.getSnapshot() ? GiftTab.LuckyBox : GiftTab.Events));
  const tab = query.data ? effectiveTab(gifts, requestedTab) : requestedTab;
  const [sel, dispatch] = useReducer(selectionReducer, emptySelection);
  const gridRef = useRef<HTMLDivElement>(null);
  const tabsId = useId();
  const sender = useSendGift({ ctx, balances: parts.balances, currencyId, onDone: () => dispatch({ type: 'clear' }) });

  useEffect(() => {
    if (query.data) parts.catalogue.setGifts(query.data.GiftInfo);
  }, [query.data, parts.catalogue]);

  useEffect(() => {
    if (!focus) return;
    setTab(GiftTab.LuckyBox);
    document.getElementById(`${tabsId}-${GiftTab.LuckyBox}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (ctx.isCoinSite) setCoinCurrency(focus.currencyId);
    dispatch({ type: 'clear' });
  }, [focus, ctx.isCoinSite, tabsId]);

  const tabs = query.data ? visibleTabs(gifts) : [GiftTab.Featured, GiftTab.Vip, GiftTab.LuckyBox];
  const changeTab = (next: GiftTab) => {
    if (next === tab) return;
    setTab(next);
    dispatch({ type: 'clear' });
    if (gridRef.current) gridRef.current.scrollTop = 0;
  };
  const changeCurrency = (next: number) => {
    setCoinCurrency(next);
    dispatch({ type: 'clear' });
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabs.indexOf(tab);
    const next = e.key === 'ArrowRight' ? tabs[(i + 1) % tabs.length] : e.key === 'ArrowLeft' ? tabs[(i - 1 + tabs.length) % tabs.length] : null;
    if (!next) return;
    e.preventDefault();
    changeTab(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  const shown = giftsOfTab(gifts, tab);
  const selectedGift = sel.selection ? gifts.find((g) => g.Id === sel.selection?.Id) ?? null : null;
  const sending = sender.status === GiftSendStatus.Sending;
  // Like the host page: "386.30 USD" — the amount, then the currency name (coin/diamond on the coin site).
  const balance = ctx.isCoinSite ? formatBalance(balanceOf(wallet, currencyId)) : formatMoney(balanceOf(wallet, currencyId), '');
  const unit = ctx.isCoinSite ? '' : memberCurrencyName({ dataName: data.CurrencyName, server: member.data, currencyId });

  return (
    <div className="gift-panel" data-testid="gift-panel">
      <div className="gift-panel__head">
        <div role="tablist" aria-label={t('gifts')} className="gift-tabs">
          {tabs.map((id) => (
            <button
              key={id}
              id={`${tabsId}-${id}`}
              type="button"
              role="tab"
              aria-selected={tab === id}
              aria-controls={`${tabsId}-panel`}
              tabIndex={tab === id ? 0 : -1}
              className="gift-tab"
              data-testid={`gift-tab-${id}`}
              onClick={() => changeTab(id)}
              onKeyDown={onTabKey}
            >
              {t(TAB_LABELS[id])}
            </button>
          ))}
        </div>
        {ctx.isCoinSite && (
          <div className="gift-currency" role="group" aria-label={t('gift-currency')}>
            {[CURRENCY_COIN, CURRENCY_DIAMOND].map((id) => (
              <button key={id} type="button" aria-pressed={currencyId === id} data-testid={`gift-currency-${id}`} onClick={() => changeCurrency(id)}>
                {t(id === CURRENCY_COIN ? 'coin' : 'diamond')}
              </button>
            ))}
          </div>
        )}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`} className="gift-panel__body" ref={gridRef}>
        {tab === GiftTab.LuckyBox ? (
          <LuckyBoxList parts={parts} ctx={ctx} currencyId={currencyId} />
        ) : query.isPending ? (
          <Skeleton shape="tiles" label={t('loading')} />
        ) : query.isError ? (
          <div className="gift-panel__state" role="alert" data-testid="gift-load-failed">{t('gift-info-load-failed')}</div>
        ) : shown.length === 0 ? (
          <div className="gift-panel__state">{t('gift-none')}</div>
        ) : (
          <GiftGrid gifts={shown} selection={sel.selection} vip={ctx.vip} onTap={(gift) => { sender.reset(); dispatch({ type: 'tap', gift }); }} />
        )}
      </div>
      <div className="gift-panel__foot">
        <span className="gift-balance" data-testid="gift-balance">
          {t('balance')}: <strong data-testid="gift-balance-value">{balance}</strong>
          {unit && <> <span data-testid="gift-balance-currency">{unit}</span></>}
          {ctx.isCoinSite && <> {t(currencyId === CURRENCY_COIN ? 'coin' : 'diamond')}</>}
        </span>
        {tab !== GiftTab.LuckyBox && (
          <div className="gift-send">
            <div className="gift-count" role="group" aria-label={t('gift-count')}>
              <button type="button" className="icon-btn" aria-label={t('gift-count-minus')} disabled={!sel.selection || sel.selection.Count <= 1 || sending} onClick={() => dispatch({ type: 'minus' })}>−</button>
              <output aria-live="polite" data-testid="gift-count">{shownCount(sel)}</output>
              <button type="button" className="icon-btn" aria-label={t('gift-count-plus')} disabled={!sel.selection || sending} onClick={() => dispatch({ type: 'plus' })}>+</button>
            </div>
            <button
              type="button"
              className="btn btn--primary"
              data-testid="gift-send"
              data-status={sender.status}
              disabled={!sel.selection || sending}
              aria-busy={sending}
              onClick={() => sender.send(sel.selection, selectedGift)}
            >
              {sending && <span className="spinner spinner--small" aria-hidden="true" />} {t('send')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
