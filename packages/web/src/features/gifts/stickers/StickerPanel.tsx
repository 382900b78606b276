import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntertainmentMessagePush, MessagePushCall, MessageType, ProgramType } from '@sideline/protocol';
import type { MessagePushResult } from '@sideline/protocol';
import { callEnvelope } from '../../../shared/api';
import { useHostBridge } from '../../../shared/host';
import { useAlerts } from '../../chat';
import { verdictForPushAnswer } from '../../chat';
import { useChatRoom, useChatSnapshot } from '../../chat';
import { useRequestNickname } from '../../chat';
import type { GiftParts } from '../gifts/giftParts';
import { useStickerInfo } from '../gifts/queries';
import { usePaidContext } from '../gifts/usePaidContext';
import { checkSticker, stickerTiles } from './stickers';
import './stickers.css';
import { Skeleton } from '../../../shared/ui/Skeleton';

/**
 * The sticker drawer: a 10-column grid of the active stickers (VIP ones locked below VIP 1);
 * a tap sends a Sticker (type 8) chat message whose text is the sticker's URL, through the
 * same MessagePush as chat (nickname required, the push answer's alerts).
 */
export function StickerPanel(props: { parts: GiftParts }) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const snap = useChatSnapshot();
  const ctx = usePaidContext(props.parts.balances);
  const alerts = useAlerts();
  const bridge = useHostBridge();
  const query = useStickerInfo(true);
  const [sending, setSending] = useState(false);
  const requestNickname = useRequestNickname();
  const needNickname = () => (requestNickname ? requestNickname() : alerts.show({ key: 'sticker-needs-nickname' }));

  const send = async (url: string, locked: boolean) => {
    const check = checkSticker({ isLoggedIn: room.info.isLoggedIn, nickname: snap.nickname, isMatchOpen: snap.isMatchOpen, locked });
    if (check === 'login') return void bridge.send('WantToLogin', {});
    if (check === 'closed') return alerts.show({ key: 'chatroom-close' });
    if (check === 'vip') return alerts.show({ key: 'gift-vip-required', vars: { level: 1 } });
    if (check === 'nickname') return needNickname();
    if (sending) return;
    setSending(true);
    const info = room.info;
    const isEntertainment = info.programType === ProgramType.Entertainment;
    try {
      const env = await callEnvelope(isEntertainment ? EntertainmentMessagePush : MessagePushCall, {
        Nickname: snap.nickname ?? '', FollowNickname: null, Message: url, Type: MessageType.Sticker, Color: info.color,
        MatchId: info.matchId, AnchorLanguage: info.anchorLanguage, SiteName: info.siteName,
        IsAllowSendMessage: snap.config?.IsAllowSendMessage ?? true, CurrencyId: info.currencyId, GroupName: info.groupName, AnchorId: info.anchorId,
      });
      const verdict = verdictForPushAnswer({ Error: env.Error, Result: env.Code === 200 ? (env.Result as MessagePushResult) : null }, {
        siteId: info.siteId, currencyId: info.currencyId, turnoverLimits: snap.config?.TurnoverLimit ?? [],
        giftAllowed: info.giftAllowed && (snap.config?.IsSendGift ?? true), isMatch: !isEntertainment,
      });
      if (verdict.outcome === 'nickname') needNickname();
      else if (verdict.alert) alerts.show(verdict.alert);
    } catch (error) {
      console.warn('[stickers] MessagePush failed', error);
      alerts.show({ key: 'sending-failed' });
    } finally {
      setSending(false);
    }
  };

  if (query.isPending) return <Skeleton shape="tiles" label={t('loading')} />;
  if (query.isError) return <div className="gift-panel__state" role="alert">{t('sticker-load-failed')}</div>;
  const tiles = stickerTiles(query.data.StickerInfo, ctx.vip);
  return (
    <ul className="sticker-grid" data-testid="sticker-grid" aria-label={t('stickers')} aria-busy={sending}>
      {tiles.map((s) => (
        <li key={s.StickerUrl}>
          <button
            type="button"
            className={`sticker-tile${s.locked ? ' sticker-tile--locked' : ''}`}
            aria-label={s.locked ? `${s.StickerName}, ${t('gift-vip-level', { level: 1 })}` : s.StickerName}
            disabled={sending}
            data-testid={`sticker-${s.StickerName}`}
            onClick={() => void send(s.StickerUrl, s.locked)}
          >
            <img src={s.StickerUrl} alt="" width={28} height={28} loading="lazy" />
            {s.IsVip && <span className="sticker-tile__vip" aria-hidden="true">V</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
