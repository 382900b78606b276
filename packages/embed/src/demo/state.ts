/** The demo host page's state: what the server told us, who is logged in, what is open. */
import { targetKey } from './targets';
import { CURRENCY_COIN, CURRENCY_DIAMOND, DEMO_GUEST, SITE_ID_COIN, type DemoTarget, type DemoUser, type Language } from '@sideline/protocol';

export type WorldState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; users: DemoUser[]; targets: DemoTarget[] };

export type Session =
  | { status: 'none' }
  | { status: 'pending'; label: string }
  | { status: 'anonymous'; token: string; siteId: number }
  | { status: 'member'; token: string; user: DemoUser };

export interface LogEntry {
  id: number;
  at: Date;
  direction: 'in' | 'out';
  type: string;
  payload: unknown;
}

export type TopUpState = { status: 'idle' } | { status: 'pending' } | { status: 'done'; message: string } | { status: 'error'; message: string };

export interface DemoState {
  world: WorldState;
  /** Picker value: 'anonymous' or a DemoUser.Key. */
  pickedUser: string;
  session: Session;
  sessionError: string | null;
  language: Language;
  /** `<Kind>:<MatchId>` of the open target (a broadcast shares its match's id). */
  targetKey: string | null;
  currencyId: number;
  /** Known balances by currency id; absent means unknown. */
  balances: Record<number, number>;
  topUp: TopUpState;
  /** The widget asked for the expanded chatroom (StreamerChatRoom / EntertainmentChatRoom / IsFullChatroom). */
  chatExpanded: boolean;
  /** Data parameters the visitor set in the data-parameter panel (absent: the demo's default). */
  dataParams: Record<string, unknown>;
  log: LogEntry[];
}

export const ANONYMOUS = DEMO_GUEST;
export const LOG_LIMIT = 100;

/**
 * Currency of a licensee-site member when the server does not list one. The contract names only
 * the coin site's currencies; a licensee site's main currency is the server's to define.
 */
export const LICENSEE_FALLBACK_CURRENCY = 1;

export interface Currency { id: number; name: string }

/** Display names of the demo server's seeded currencies; unknown ids show as `#id`. */
const CURRENCY_NAMES: Readonly<Record<number, string>> = {
  1: 'USD', 2: 'RMB', 3: 'VND', 4: 'THB', 5: 'IDR', 6: 'PHP', [CURRENCY_COIN]: 'Coin', [CURRENCY_DIAMOND]: 'Diamond',
};

/** Currencies a user can top up: coin and diamond on the coin site, the known ones elsewhere. */
export function currenciesFor(session: Session, balances: Record<number, number>): Currency[] {
  if (session.status !== 'member') return [];
  if (session.user.SiteId === SITE_ID_COIN) {
    return [{ id: CURRENCY_COIN, name: 'Coin' }, { id: CURRENCY_DIAMOND, name: 'Diamond' }];
  }
  const known = Object.keys(balances).map(Number).filter((id) => id !== CURRENCY_COIN && id !== CURRENCY_DIAMOND);
  const ids = known.length > 0 ? known : [LICENSEE_FALLBACK_CURRENCY];
  return ids.map((id) => ({ id, name: CURRENCY_NAMES[id] ?? `#${id}` }));
}

export function currentTarget(state: DemoState): DemoTarget | null {
  if (state.world.status !== 'ready') return null;
  return state.world.targets.find((t) => targetKey(t) === state.targetKey) ?? null;
}

export function sessionToken(session: Session): string | null {
  return session.status === 'member' || session.status === 'anonymous' ? session.token : null;
}
