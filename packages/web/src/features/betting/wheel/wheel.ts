import { CheckSupportWheelCurrency, DomainErrorCode, GetIsWheelOn, GetWheelInfo, MessageType, SpinWheel, WHEEL_ANIMATION_MS, WHEEL_SPIN_MS, WheelMessageKey } from '@sideline/protocol';
import type { ChatRoomInfoModel, UserInfoModel, WheelInfo } from '@sideline/protocol';
import type { ApiClient, PaidAction } from '../../../shared/api';
import type { Clock } from '../../../shared/clock';
import type { AlertInput } from '../../chat';
import { prefersReducedMotion } from '../../shell';
import { initialWheelState, randomSpin, spinRefusal, wheelReducer } from './wheelMachine';
import type { SpinRefusal, WheelEvent, WheelState } from './wheelMachine';

export interface WheelContext {
  loggedIn: boolean;
  anchorId: number;
  userLanguage: string;
  chatRoom: ChatRoomInfoModel;
  user: UserInfoModel;
  color: number;
}

export interface WheelDeps {
  api: Pick<ApiClient, 'callEnvelope'>;
  hub: { on(event: string, handler: (...args: unknown[]) => void): () => void };
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  context: () => WheelContext;
  funds: { available(): number | null; set(balance: number): void };
  alerts: { show(input: AlertInput): void };
  newAction: () => PaidAction;
  /** Asks the host page to log in (WantToLogin). */
  wantLogin: () => void;
  random?: () => number;
  /** prefers-reduced-motion (default: the system setting at spin time): land without spinning. */
  reducedMotion?: () => boolean;
  onError?: (message: string, error: unknown) => void;
}

export interface WheelSnapshot extends WheelState {
  info: WheelInfo | null;
  /** CheckSupportWheelCurrency (null until asked). */
  supported: boolean | null;
}

/**
 * The prize wheel of a room as a framework-free object: POST /GetIsWheelOn and /GetWheelInfo
 * on start, the ChangeWheelOpen push (on: 2 s announcement; off while open: spins already
 * started complete and the green 'spin-wheel-stop' alert shows), the currency check
 * (POST /Streamer/CheckSupportWheelCurrency → 'currency-not-support') when the panel opens,
 * and `spin()`: POST /SpinWheel with its own Idempotency-Key, a 5 s spin that lands on the
 * server's BingoIndex, then the highlight and the new balance — under prefers-reduced-motion
 * the wheel turns straight to that segment (no extra turns, no offset, no 5 s wait). A refused
 * spin alerts 'spin-wheel-error' (or the server's stop/currency reason).
 */
export interface Wheel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WheelSnapshot;
  start(): Promise<void>;
  stop(): void;
  /** The panel opened: checks the currency. Resolves false when the panel may not be used. */
  opened(): Promise<boolean>;
  spin(): Promise<SpinRefusal | 'error' | 'spun'>;
}

export function createWheel(deps: WheelDeps): Wheel {
  const random = deps.random ?? Math.random;
  const reducedMotion = deps.reducedMotion ?? prefersReducedMotion;
  let state: WheelState = initialWheelState;
  let snapshot: WheelSnapshot = { ...state, info: null, supported: null };
  const listeners = new Set<() => void>();
  let timers: unknown[] = [];
  let offs: (() => void)[] = [];
  const log = (m: string, e: unknown) => deps.onError?.(m, e);
  const emit = (patch: Partial<WheelSnapshot> = {}) => {
    snapshot = { ...snapshot, ...state, ...patch };
    for (const l of listeners) l();
  };
  const dispatch = (event: WheelEvent) => {
    const next = wheelReducer(state, event);
    if (next === state) return;
    const wasOn = state.isOn;
    state = next;
    emit();
    if (event.type === 'wheel-on' && wasOn && !state.isOn) deps.alerts.show({ key: WheelMessageKey.Stop, tone: 'success', icon: 'done' });
    if (state.announcing && event.type === 'wheel-on') later(() => dispatch({ type: 'announce-end' }), WHEEL_ANIMATION_MS);
  };
  const later = (fn: () => void, ms: number) => {
    const h = deps.clock.setTimeout(() => {
      timers = timers.filter((x) => x !== h);
      fn();
    }, ms);
    timers.push(h);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async start() {
      // The wheel's state follows its push: a push that arrives while GetIsWheelOn is in flight
      // is newer than that answer, which is then dropped.
      let pushed = false;
      offs.push(deps.hub.on('ChangeWheelOpen', (p) => {
        const open = (p as { IsWheelOpen?: unknown })?.IsWheelOpen;
        if (typeof open !== 'boolean') return;
        pushed = true;
        dispatch({ type: 'wheel-on', on: open, push: true });
      }));
      const ctx = deps.context();
      try {
        const [on, info] = await Promise.all([
          deps.api.callEnvelope(GetIsWheelOn, { AnchorId: ctx.anchorId }),
          deps.api.callEnvelope(GetWheelInfo, { AnchorId: ctx.anchorId, UserLanguage: ctx.userLanguage }),
        ]);
        if (info.Code === 200) emit({ info: (info.Result as { WheelInfo: WheelInfo }).WheelInfo });
        if (on.Code === 200 && !pushed) dispatch({ type: 'wheel-on', on: (on.Result as { IsWheelOn: boolean }).IsWheelOn, push: false });
      } catch (error) {
        log('wheel load failed', error);
      }
    },
    stop() {
      for (const off of offs) off();
      offs = [];
      for (const h of timers) deps.clock.clearTimeout(h);
      timers = [];
    },
    async opened() {
      const ctx = deps.context();
      if (!ctx.loggedIn) return true;
      if (snapshot.supported !== null) return snapshot.supported;
      try {
        const env = await deps.api.callEnvelope(CheckSupportWheelCurrency, {});
        const supported = env.Code === 200 && (env.Result as { IsSupport: boolean }).IsSupport === true;
        emit({ supported });
        if (!supported) deps.alerts.show({ key: WheelMessageKey.CurrencyNotSupport });
        return supported;
      } catch (error) {
        log('CheckSupportWheelCurrency failed', error);
        return true;
      }
    },
    async spin() {
      const ctx = deps.context();
      const refusal = spinRefusal(state, { loggedIn: ctx.loggedIn, supported: snapshot.supported, balance: deps.funds.available(), cost: snapshot.info?.Amount ?? null });
      if (refusal === 'login') deps.wantLogin();
      if (refusal === 'currency-not-support') deps.alerts.show({ key: WheelMessageKey.CurrencyNotSupport });
      if (refusal === 'insufficient-balance') deps.alerts.show({ key: 'insufficient-balance' });
      if (refusal) return refusal;
      dispatch({ type: 'request' });
      try {
        const env = await deps.api.callEnvelope(SpinWheel, {
          ChatRoomInfoModel: ctx.chatRoom, UserInfoModel: ctx.user, WheelInfoModel: { Amount: snapshot.info?.Amount ?? 0 },
          MessageInfoModel: { Color: ctx.color, Type: MessageType.Wheel },
        }, { action: deps.newAction() });
        if (env.Code !== 200) {
          dispatch({ type: 'failed' });
          const field = env.Error?.[0]?.Field;
          if (field === DomainErrorCode.WheelOff) dispatch({ type: 'wheel-on', on: false, push: false });
          else if (field === DomainErrorCode.CurrencyNotSupport) { emit({ supported: false }); deps.alerts.show({ key: WheelMessageKey.CurrencyNotSupport }); }
          else if (field === DomainErrorCode.InsufficientBalance) deps.alerts.show({ key: 'insufficient-balance' });
          else deps.alerts.show({ key: WheelMessageKey.Error });
          return 'error';
        }
        const result = env.Result as { Balance: number; BingoIndex: number };
        if (reducedMotion()) {
          dispatch({ type: 'result', bingoIndex: result.BingoIndex, turns: 0, offset: 0 });
          dispatch({ type: 'spin-end' });
          deps.funds.set(result.Balance);
          return 'spun';
        }
        dispatch({ type: 'result', bingoIndex: result.BingoIndex, ...randomSpin(random) });
        later(() => {
          dispatch({ type: 'spin-end' });
          deps.funds.set(result.Balance);
        }, WHEEL_SPIN_MS);
        return 'spun';
      } catch (error) {
        log('SpinWheel failed', error);
        dispatch({ type: 'failed' });
        deps.alerts.show({ key: WheelMessageKey.Error });
        return 'error';
      }
    },
  };
}
