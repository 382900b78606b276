import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENCY_COIN, CURRENCY_DIAMOND } from '@sideline/protocol';
import { useHostBridge } from '../../../shared/host';
import { useAlerts } from '../../chat';
import { useChatLineActions, useChatRoom } from '../../chat';
import type { LuckyBoxLine } from '../../chat';
import type { PaidContext } from '../gifts/paidContext';
import { luckyBoxInfoQuery } from '../gifts/queries';
import type { LuckyBoxFocus } from './focus';
import { luckyBoxLineVerdict } from './lineAction';
import type { OfferedBoxes } from './lineAction';

/**
 * Makes lucky-box chat lines buttons (inside the chat room): activating one checks the boxes
 * offered now (GET /GetLuckyBoxInfo, cached 60 s, in the currencies the gift panel offers) and
 * either opens the gift drawer on the lucky-box tab at that box, or shows
 * 'open-expired-lucky-box' when the box is no longer offered. Logged out: WantToLogin.
 */
export function useLuckyBoxLines(args: { focus: LuckyBoxFocus; ctx: PaidContext }): void {
  const room = useChatRoom();
  const actions = useChatLineActions();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const bridge = useHostBridge();
  const latest = useRef(args);
  latest.current = args;

  useEffect(() => {
    const offeredNow = async (ctx: PaidContext): Promise<OfferedBoxes[]> => {
      const currencies = ctx.isCoinSite ? [CURRENCY_COIN, CURRENCY_DIAMOND] : [room.info.currencyId];
      return Promise.all(currencies.map(async (currencyId) => ({
        currencyId,
        boxes: (await queryClient.fetchQuery(luckyBoxInfoQuery({ currencyId, language: ctx.language }))).LuckyBoxInfo,
      })));
    };
    const open = async (line: LuckyBoxLine) => {
      const { focus, ctx } = latest.current;
      const isLoggedIn = room.info.isLoggedIn;
      let offered: OfferedBoxes[] = [];
      try {
        if (isLoggedIn) offered = await offeredNow(ctx);
      } catch (error) {
        console.warn('[lucky-box] GetLuckyBoxInfo failed', error);
        alerts.show({ key: 'gift-info-load-failed' });
        return;
      }
      const verdict = luckyBoxLineVerdict({ isLoggedIn, luckyBoxId: line.luckyBoxId, offered });
      switch (verdict.kind) {
        case 'login':
          bridge.send('WantToLogin', {});
          return;
        case 'expired':
          alerts.show({ key: 'open-expired-lucky-box' });
          return;
        case 'open':
          focus.request(verdict.luckyBoxId, verdict.currencyId);
          // No chat bar offers the gift drawer (e.g. the token expired): nothing to show it in.
          if (!actions.openDrawer('gift')) focus.consume(focus.getSnapshot()?.seq ?? -1);
      }
    };
    return actions.setLuckyBoxHandler((line) => void open(line));
  }, [actions, room, queryClient, alerts, bridge]);
}
