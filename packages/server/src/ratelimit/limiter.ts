import { allCalls } from '@sideline/protocol';
import type { CallDef } from '@sideline/protocol';
import type { CallClass, CounterStore, RateLimitConfig } from './types';

/** Calls that write a line into a chat room. */
const CHAT_CALLS = new Set(['MessagePush', 'EntertainmentMessagePush']);
/** Calls that mint a token or check one for the host site (counted per address, before any token). */
const LOGIN_CALLS = new Set(['DemoLogin', 'DemoAnonymousToken', 'VerifyLicenseeToken', 'GetDirectToken', 'GetUserToken']);

/** The member-limit class of a call: paid (moves money), chat (room writes) or call (the rest). */
export function classOf(call: Pick<CallDef, 'name' | 'paid'>): CallClass {
  if (call.paid) return 'paid';
  if (CHAT_CALLS.has(call.name)) return 'chat';
  return 'call';
}

export function isLoginCall(name: string): boolean {
  return LOGIN_CALLS.has(name);
}

/** The contract's Operator-Key calls (`auth: 'operator'`), listed from the declarations. */
const OPERATOR_CALLS = new Set(allCalls.filter((c) => c.headers.auth === 'operator').map((c) => c.name));

export function isOperatorCall(name: string): boolean {
  return OPERATOR_CALLS.has(name);
}

/** A refusal: which limit, and how long until the window ends (whole seconds, at least 1). */
export interface Refusal {
  limit: string;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly config: RateLimitConfig;
  /** Per client address: every API call, plus the token-minting and the Operator-Key calls. Null: allowed. */
  checkAddress(ip: string, callName: string): Promise<Refusal | null>;
  /** Per member, by class of the call. Null: allowed. */
  checkMember(customerId: number, call: Pick<CallDef, 'name' | 'paid'>): Promise<Refusal | null>;
  /**
   * A limit of the caller's own (e.g. staff login throttling): counts one hit on `key` in a window
   * of `windowMs` on the shared counters; refused above `limit`. Applies even when the API
   * limits are switched off (`enabled` false): it guards credentials, not load.
   */
  checkKey(key: string, limit: number, windowMs: number, name: string): Promise<Refusal | null>;
  close(): Promise<void>;
}

/** The rate limits of `config` over `counters` (memory on one node, Redis on many). */
export function createRateLimiter(config: RateLimitConfig, counters: CounterStore): RateLimiter {
  const windowMs = config.windowSeconds * 1000;
  const over = async (key: string, limit: number, name: string): Promise<Refusal | null> => {
    if (!config.enabled || limit <= 0) return null;
    const { count, resetInMs } = await counters.hit(key, windowMs);
    return count > limit ? { limit: name, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) } : null;
  };
  return {
    config,
    async checkAddress(ip, callName) {
      const all = await over(`ip:${ip}`, config.ip.all, 'address');
      if (all) return all;
      if (isOperatorCall(callName)) return over(`ip-operator:${ip}`, config.ip.operator, 'operator');
      if (!isLoginCall(callName)) return null;
      return over(`ip-login:${ip}`, config.ip.login, 'login');
    },
    async checkMember(customerId, call) {
      const cls = classOf(call);
      return over(`m:${cls}:${customerId}`, config.member[cls], cls);
    },
    async checkKey(key, limit, keyWindowMs, name) {
      const { count, resetInMs } = await counters.hit(`k:${key}`, keyWindowMs);
      return count > limit ? { limit: name, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) } : null;
    },
    close: () => counters.close(),
  };
}
