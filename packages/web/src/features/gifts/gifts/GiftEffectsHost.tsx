import { useEffect, useRef } from 'react';
import { CURRENCY_COIN, CURRENCY_DIAMOND, MessageType } from '@sideline/protocol';
import { AnimationOverlay } from '../animations/AnimationOverlay';
import { animationsFor } from '../animations/fromMessage';
import type { AnimationLookups } from '../animations/fromMessage';
import type { ChatHub, ChatRow } from '../../chat';
import { useChatRoom } from '../../chat';
import { parseLuckyBox } from '../../chat';
import { useLuckyBoxLines } from '../lucky-box/useLuckyBoxLines';
import { useChatSettings } from '../../shell';
import { useWelcomeInfo } from '../vip-welcome/useWelcomeInfo';
import { welcomeSvgaFor } from '../vip-welcome/welcome';
import { useBalanceRefresh } from '../../shell';
import type { GiftParts } from './giftParts';
import { useGiftInfo, useLuckyBoxInfo } from './queries';
import { usePaidContext } from './usePaidContext';
import type { EarlyRows } from './earlyRows';

/** Chat rows that announce a gift (Message = gift id). */
const GIFT_ROWS: ReadonlySet<number> = new Set([MessageType.Gift, MessageType.SpecialGift, MessageType.CoinGift]);

/** The lucky-box opening animation the server's media serves (media/svga, slug 'lucky-box-open'). */
export const LUCKY_BOX_OPEN_SVGA = '/media/svga/lucky-box-open.svga';

/**
 * The room-side wiring of gifts, mounted once inside the chat room: loads the balances (and
 * refreshes them on the host's UpdateBalance), the gift and lucky-box catalogues and the VIP
 * welcome list; turns live chat rows into animations (gift, lucky-box open + gift, wish coin,
 * profit share, VIP welcome) and lucky-box wins into last winners (also PushLuckyBoxWinner on
 * the hub); makes lucky-box chat lines open their box (`useLuckyBoxLines`); clears the queue
 * when the room (anchor) changes or effects are switched off; and shows the full-screen overlay.
 */
export function GiftEffectsHost(props: { parts: GiftParts; hub?: Pick<ChatHub, 'on'> | null; early?: EarlyRows }) {
  const { parts, hub, early } = props;
  const room = useChatRoom();
  const ctx = usePaidContext(parts.balances);
  const effects = useChatSettings((s) => s.giftEffects);
  const loggedIn = room.info.isLoggedIn;
  useBalanceRefresh(parts.balances, loggedIn);
  useLuckyBoxLines({ focus: parts.luckyBoxFocus, ctx });

  const currencyIds = ctx.isCoinSite ? [CURRENCY_COIN, CURRENCY_DIAMOND] : [room.info.currencyId];
  const gifts = useGiftInfo({ currencyIds, language: ctx.language, vip: ctx.vip, enabled: room.info.currencyId > 0 });
  const boxes = useLuckyBoxInfo({ currencyId: room.info.currencyId, language: ctx.language, enabled: true });
  const welcome = useWelcomeInfo(true);
  // A gift newer than this page's catalogue (the back office added it within the 60 s cache) is
  // looked up again once: the catalogue reloads, then its animation plays.
  const reloadGifts = useRef<() => Promise<void>>(async () => undefined);
  const { refetch: refetchGifts } = gifts;
  useEffect(() => {
    reloadGifts.current = async () => {
      const fresh = await refetchGifts();
      if (fresh.data) parts.catalogue.setGifts(fresh.data.GiftInfo);
    };
  }, [refetchGifts, parts.catalogue]);
  useEffect(() => {
    if (gifts.data) parts.catalogue.setGifts(gifts.data.GiftInfo);
  }, [gifts.data, parts.catalogue]);
  useEffect(() => {
    if (boxes.data) parts.catalogue.setBoxes(boxes.data.LuckyBoxInfo);
  }, [boxes.data, parts.catalogue]);
  useEffect(() => {
    if (welcome.data) parts.catalogue.setWelcome(welcome.data.WelcomeInfoList);
  }, [welcome.data, parts.catalogue]);

  useEffect(() => {
    const look: AnimationLookups = {
      gift: (id) => parts.catalogue.getSnapshot().gifts.get(id) ?? null,
      luckyBox: (id) => parts.catalogue.getSnapshot().boxes.find((b) => b.Id === id) ?? null,
      welcomeSvga: (vip) => welcomeSvgaFor(parts.catalogue.getSnapshot().welcome, vip),
      luckyBoxOpenSvga: LUCKY_BOX_OPEN_SVGA,
    };
    let live = true;
    const reloaded = new Set<number>();
    const onRows = (rows: readonly ChatRow[]) => {
      for (const row of rows) {
        const giftId = GIFT_ROWS.has(row.Type) ? Number(row.Message.split(',')[0]) : 0;
        if (Number.isInteger(giftId) && giftId > 0 && !look.gift(giftId) && !reloaded.has(giftId)) {
          reloaded.add(giftId);
          void reloadGifts.current().catch(() => undefined).then(() => {
            if (live) parts.queue.enqueue(animationsFor(row, look));
          });
          continue;
        }
        parts.queue.enqueue(animationsFor(row, look));
        if (row.Type === MessageType.LuckyBox) {
          const win = parseLuckyBox(row.Message);
          if (win) {
            parts.catalogue.applyWinner({
              LuckyBoxId: win.luckyBoxId, Nickname: row.Nickname, StreamerName: room.info.streamerName, DrawTime: new Date(row.Timestamp).toISOString(),
            });
          }
        }
      }
    };
    // What the room handed out while this code loaded (history welcomes, first live rows), then ours.
    const before = early?.take() ?? [];
    if (before.length) onRows(before);
    const off = room.onRows(onRows);
    const offWinner = hub?.on('PushLuckyBoxWinner', (payload) => {
      const p = payload as { LuckyBoxId?: unknown; Nickname?: unknown; StreamerName?: unknown; DrawTime?: unknown };
      if (typeof p?.LuckyBoxId !== 'number' || typeof p.Nickname !== 'string') return;
      parts.catalogue.applyWinner({
        LuckyBoxId: p.LuckyBoxId, Nickname: p.Nickname, StreamerName: typeof p.StreamerName === 'string' ? p.StreamerName : null,
        DrawTime: typeof p.DrawTime === 'string' ? p.DrawTime : new Date().toISOString(),
      });
    });
    return () => {
      live = false;
      off();
      offWinner?.();
      // A new room is a new anchor: what was queued for this one is dropped.
      parts.queue.clear();
    };
  }, [room, hub, parts, early]);

  useEffect(() => {
    if (!effects) parts.queue.clear();
  }, [effects, parts.queue]);

  return <AnimationOverlay queue={parts.queue} />;
}
