/**
 * How the demo host page answers the widget's host messages (spec section 7 of both documents),
 * as a table: one row per message type that makes the page do something. Every accepted message
 * is also written to the host-messages log panel, whether it has a row here or not.
 */
import type { WidgetToHost, WidgetToHostType } from '@sideline/protocol';

export interface HostContext {
  isMember(): boolean;
  openLogin(reason: string): void;
  openTopUp(reason: string): void;
  setChatExpanded(expanded: boolean): void;
  /** Opens the match with this id, if the page lists it. */
  selectMatch(matchId: number): boolean;
  /** The widget's balances after a change (BalanceChanged): the wallet shows them. */
  setBalances(list: { CurrencyId: number; Balance: number }[]): void;
  /** The wallet's balance of a currency as shown ('900.00 USD'), or null when unknown. */
  balanceText(currencyId: number | undefined): string | null;
}

type Reactions = { [K in WidgetToHostType]?: (payload: WidgetToHost[K], host: HostContext) => void };

export const HOST_REACTIONS: Reactions = {
  WantToLogin: (_p, host) => host.openLogin('The widget asked you to log in.'),
  InsufficientBalance: (p, host) => {
    if (!host.isMember()) {
      host.openLogin('Log in to get a balance.');
      return;
    }
    const needed = typeof p.Needed === 'number' ? ` You need ${p.Needed.toLocaleString('en')} more.` : '';
    const balance = host.balanceText(p.CurrencyId);
    host.openTopUp(`Your balance${balance ? ` (${balance})` : ''} is too low for that.${needed}`);
  },
  BalanceChanged: (p, host) => {
    const list = Array.isArray(p.Balances) ? p.Balances.filter((b) => Number.isFinite(b?.CurrencyId) && Number.isFinite(b?.Balance)) : [];
    if (host.isMember() && list.length) host.setBalances(list);
  },
  StreamerChatRoom: (p, host) => host.setChatExpanded(Boolean(p.expandChat || p.expandGift)),
  EntertainmentChatRoom: (p, host) => host.setChatExpanded(Boolean(p.expandChat)),
  IsFullChatroom: (p, host) => host.setChatExpanded(Boolean(p.IsFull)),
  GoToSingleMatch: (p, host) => {
    host.selectMatch(p.MatchId);
  },
};

/** Runs the reaction of one message, if it has one. */
export function reactTo<K extends WidgetToHostType>(type: K, payload: WidgetToHost[K], host: HostContext): void {
  const reaction = HOST_REACTIONS[type] as ((payload: WidgetToHost[K], host: HostContext) => void) | undefined;
  reaction?.(payload, host);
}
