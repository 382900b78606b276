import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LuckyBoxPurchaseStatus, MessageType, PurchaseLuckyBox } from '@sideline/protocol';
import type { LuckyBox } from '@sideline/protocol';
import { callEnvelope, newPaidAction } from '../../../shared/api';
import { useHostBridge } from '../../../shared/host';
import { useAlerts } from '../../chat';
import type { GiftParts } from '../gifts/giftParts';
import { chatRoomInfoModel, userInfoModel } from '../gifts/paidContext';
import type { PaidContext } from '../gifts/paidContext';
import { useLuckyBoxInfo } from '../gifts/queries';
import { balanceOf, formatBalance } from '../../shell';
import { boxPrice, checkPurchase, purchaseReducer, purchaseVerdict } from './purchase';
import './lucky-box.css';
import { Skeleton } from '../../../shared/ui/Skeleton';

/**
 * The lucky box list (the gift panel's lucky-box tab): each box with its picture, price, prize
 * table and last winner, and a buy button. Buying: the balance check ('insufficient-balance'),
 * purchasing (all buttons disabled), POST /PurchaseLuckyBox, then idle again. The opening and
 * prize animations follow from the LuckyBox chat message every viewer receives. A lucky-box
 * chat line's request (`parts.luckyBoxFocus`) focuses that box's buy button and marks the box.
 */
export function LuckyBoxList(props: { parts: GiftParts; ctx: PaidContext; currencyId: number }) {
  const { parts, ctx, currencyId } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const bridge = useHostBridge();
  const query = useLuckyBoxInfo({ currencyId, language: ctx.language, enabled: true, open: true });
  const catalogue = useSyncExternalStore(parts.catalogue.subscribe, parts.catalogue.getSnapshot, parts.catalogue.getSnapshot);
  const [status, dispatch] = useReducer(purchaseReducer, LuckyBoxPurchaseStatus.Idle);
  const busy = useRef(false);
  const focus = useSyncExternalStore(parts.luckyBoxFocus.subscribe, parts.luckyBoxFocus.getSnapshot, parts.luckyBoxFocus.getSnapshot);
  const buyButtons = useRef(new Map<number, HTMLButtonElement>());
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    if (query.data) parts.catalogue.setBoxes(query.data.LuckyBoxInfo);
  }, [query.data, parts.catalogue]);

  // The catalogue holds the boxes with the latest winners (pushes); the query says which belong here.
  const ids = new Set(query.data?.LuckyBoxInfo.map((b) => b.Id) ?? []);
  const boxes = catalogue.boxes.filter((b) => ids.has(b.Id));
  const boxIds = boxes.map((b) => b.Id).join(',');

  useEffect(() => {
    // A lucky-box chat line asked for this box: bring it into view (no animation) and focus its
    // buy button, once it is listed; then the request is done.
    if (!focus || focus.currencyId !== currencyId) return;
    const button = buyButtons.current.get(focus.luckyBoxId);
    if (!button) return;
    button.scrollIntoView?.({ block: 'nearest' });
    button.focus({ preventScroll: true });
    setShown(focus.luckyBoxId);
    parts.luckyBoxFocus.consume(focus.seq);
  }, [focus, currencyId, boxIds, parts.luckyBoxFocus]);

  const buy = async (box: LuckyBox) => {
    if (busy.current) return;
    const price = boxPrice(box, currencyId);
    const check = checkPurchase({ isLoggedIn: ctx.room.isLoggedIn, vip: ctx.vip, balance: balanceOf(parts.balances.getSnapshot(), currencyId), box, currencyId });
    if (check === 'login') {
      bridge.send('WantToLogin', {});
      return;
    }
    if (check === 'vip') {
      alerts.show({ key: 'gift-vip-required', vars: { level: 1 } });
      return;
    }
    if (check === 'insufficient-balance') {
      alerts.show({ key: 'insufficient-balance' });
      return;
    }
    busy.current = true;
    dispatch({ type: 'purchase' });
    const env = await callEnvelope(PurchaseLuckyBox, {
      PurchaseLuckyBoxInfoModel: { LuckyBoxId: box.Id, Amount: price },
      ChatRoomInfoModel: chatRoomInfoModel(ctx),
      UserInfoModel: userInfoModel(ctx, currencyId),
      MessageInfoModel: { Color: ctx.room.color, Type: MessageType.LuckyBox },
    }, { action: newPaidAction() }).catch((error: unknown) => {
      console.warn('[lucky-box] PurchaseLuckyBox failed', error);
      return null;
    });
    busy.current = false;
    dispatch({ type: 'settled' });
    const verdict = purchaseVerdict(env);
    switch (verdict.kind) {
      case 'bought':
        parts.balances.set(currencyId, verdict.balance);
        alerts.show({ key: 'lucky-box-purchase-successfully', tone: 'success', icon: 'done' });
        break;
      case 'status':
        alerts.show({ key: 'lucky-box-status', vars: { message: verdict.message } });
        break;
      case 'expired':
        alerts.show({ key: 'open-expired-lucky-box' });
        break;
      case 'insufficient-balance':
        alerts.show({ key: 'insufficient-balance' });
        void parts.balances.refresh({ force: true });
        break;
      case 'vip':
        alerts.show({ key: 'gift-vip-required', vars: { level: 1 } });
        break;
      default:
        alerts.show({ key: 'sending-failed' });
    }
  };

  if (query.isPending) return <Skeleton shape="rows" label={t('loading')} count={3} />;
  if (query.isError) return <div className="gift-panel__state" role="alert">{t('gift-info-load-failed')}</div>;
  if (boxes.length === 0) return <div className="gift-panel__state">{t('lucky-box-none')}</div>;
  const purchasing = status === LuckyBoxPurchaseStatus.Purchasing;
  return (
    <ul className="lucky-box-list" data-testid="lucky-box-list" aria-busy={purchasing}>
      {boxes.map((box) => {
        const price = formatBalance(boxPrice(box, currencyId));
        const last = box.LuckyBoxLastWinner;
        return (
          <li key={box.Id} className={`lucky-box${shown === box.Id ? ' lucky-box--focus' : ''}`} data-testid={`lucky-box-${box.Id}`} aria-current={shown === box.Id ? 'true' : undefined}>
            {/* A box without a picture keeps its place: an empty src would make the browser fetch the page again. */}
            {box.FrontendImgUrl || box.ImgUrl
              ? <img src={box.FrontendImgUrl || box.ImgUrl || undefined} alt="" width={48} height={48} />
              : <span className="lucky-box__no-image" aria-hidden="true" />}
            <div className="lucky-box__info">
              <strong>{box.Name}{box.IsVip && <span className="lucky-box__vip"> VIP</span>}</strong>
              <span className="lucky-box__prizes">{box.LuckyBoxSettings.map((s) => `${s.GiftName} ${s.DrawChance}%`).join(' · ')}</span>
              <span className="lucky-box__winner" data-testid={`lucky-box-winner-${box.Id}`}>
                {last ? t('lucky-box-last-winner', { nickname: last.Nickname }) : t('lucky-box-no-winner')}
              </span>
            </div>
            <button
              type="button"
              className="btn btn--primary lucky-box__buy"
              data-testid={`lucky-box-buy-${box.Id}`}
              ref={(el) => {
                if (el) buyButtons.current.set(box.Id, el);
                else buyButtons.current.delete(box.Id);
              }}
              disabled={purchasing}
              aria-label={t('lucky-box-buy-label', { name: box.Name, price })}
              onClick={() => void buy(box)}
            >
              {price}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
