import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BET_TYPE_HIDE_POINT, GetBetDetails, MessagePushCall, messagePushAlert } from '@sideline/protocol';
import type { BetDetail, MessagePushResult } from '@sideline/protocol';
import { callApi, callEnvelope } from '../../../shared/api';
import type { TranslationKey } from '../../../shared/i18n';
import { useAlerts } from '../../chat';
import { useChatRoom, useChatSnapshot } from '../../chat';
import { selectionLabel } from '../../chat';
import { useRequestNickname } from '../../chat';
import { amountText } from '../odds';
import { SHOWING_TICKET_TYPE, sharedTicketJson, sortBets } from './tickets';
import type { TicketSort } from './tickets';
import './tickets.css';

/**
 * The share-ticket list (chat bar 'ticket' drawer): the member's bets on the match
 * (POST /GetBetDetails), sortable by time or bet amount; Show posts a ShowingTicket (10)
 * message whose text is the SharedTicket JSON (POST /MessagePush). A member without a nickname
 * is sent to the nickname editor; refusals alert as the chat does ('showing-ticket-fail (code)').
 */
export function ShareTicketList(props: { userLanguage: string; onNeedNickname?: () => void }) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const snap = useChatSnapshot();
  const alerts = useAlerts();
  const requestNickname = useRequestNickname();
  const [sort, setSort] = useState<TicketSort>('time');
  const [sending, setSending] = useState<string | null>(null);
  const { info } = room;
  const bets = useQuery({
    queryKey: ['GetBetDetails', info.matchId, info.siteName, props.userLanguage],
    queryFn: () => callApi(GetBetDetails, { MatchId: info.matchId, SiteName: info.siteName, UserLanguage: props.userLanguage }),
    staleTime: 5_000,
  });
  const list = sortBets(bets.data?.SuccessResult ?? [], sort);
  const idOf = (b: BetDetail) => `${b.MarketId}:${b.Key}:${b.TransTime}`;

  const show = async (bet: BetDetail) => {
    if (!snap.nickname) {
      (props.onNeedNickname ?? requestNickname)?.();
      return;
    }
    setSending(idOf(bet));
    try {
      const env = await callEnvelope(MessagePushCall, {
        Nickname: snap.nickname, FollowNickname: null, Message: sharedTicketJson(bet), Type: SHOWING_TICKET_TYPE, Color: info.color,
        MatchId: info.matchId, AnchorLanguage: info.anchorLanguage, SiteName: info.siteName, IsAllowSendMessage: snap.config?.IsAllowSendMessage ?? true,
        CurrencyId: info.currencyId, GroupName: info.groupName, AnchorId: info.anchorId,
      });
      const alert = messagePushAlert({ Error: env.Error, Result: env.Code === 200 ? (env.Result as MessagePushResult) : null });
      if (alert && !alert.turnover) alerts.show({ key: alert.key, detail: alert.detail, durationMs: alert.durationMs });
      else if (alert) alerts.show({ key: 'showing-ticket-fail', durationMs: alert.durationMs });
      else if (env.Code !== 200) alerts.show({ key: 'showing-ticket-fail', detail: `(${env.Code})` });
    } catch {
      alerts.show({ key: 'showing-ticket-fail' });
    } finally {
      setSending(null);
    }
  };

  return (
    <section className="tickets" aria-label={t('show-ticket')} data-testid="share-tickets">
      <div className="tickets__sort" role="radiogroup" aria-label={t('sort-by')}>
        {(['time', 'amount'] as const).map((s) => (
          <button key={s} type="button" role="radio" aria-checked={sort === s} className={`btn btn--ghost${sort === s ? ' is-active' : ''}`} data-testid={`tickets-sort-${s}`} onClick={() => setSort(s)}>
            {t((s === 'time' ? 'sort-by-time' : 'sort-by-bet-amount') as TranslationKey)}
          </button>
        ))}
      </div>
      {bets.isPending && <p className="tickets__empty" role="status">{t('loading')}</p>}
      {!bets.isPending && list.length === 0 && <p className="tickets__empty" data-testid="tickets-empty">{t('no-tickets')}</p>}
      <ul className="tickets__list">
        {list.map((b) => (
          <li key={idOf(b)} className="tickets__row" data-testid="ticket-row" data-key={b.Key}>
            <span className="tickets__what">
              <span className="tickets__type">{b.BetTypeName}</span>
              <span>{selectionLabel(b.KeyName, b.BetType === BET_TYPE_HIDE_POINT ? null : b.BetChoice)} @{amountText(b.Price)}</span>
            </span>
            <span className="tickets__stake" data-testid="ticket-stake">{amountText(b.OddsStake, { whole: true })}</span>
            <button type="button" className="btn btn--primary" data-testid="ticket-show" disabled={sending !== null} onClick={() => void show(b)}>
              {t('show-ticket')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
