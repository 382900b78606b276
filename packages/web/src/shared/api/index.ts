/**
 * The HTTP client of the widget, built on the contract (`CallDef` from @sideline/protocol).
 * `callApi(call, request, options)` is what features use; see `client.ts` for the rules.
 */
import { observeCall } from '../analytics';
import { navigateTo } from '../navigation/navigator';
import { sessionStore } from '../session/store';
import { createApiClient } from './client';
import type { ApiClient } from './client';

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** The app's client: global fetch, the app session, the installed navigator, console logging. */
export const apiClient: ApiClient = createApiClient({
  session: sessionStore,
  navigate: (to, o) => navigateTo(to, o),
  currentPath: () => window.location.pathname,
  log: (level, message, details) => console[level](message, details ?? ''),
  baseUrl: env.VITE_API_BASE ?? '',
  onAnswer: (call, request, code) => observeCall(call.name, request, code),
});

/** Calls a contract call through the app's client (see `ApiClient.callApi`). */
export const callApi: ApiClient['callApi'] = (call, request, options) => apiClient.callApi(call, request, options);
/** See `ApiClient.callEnvelope`. */
export const callEnvelope: ApiClient['callEnvelope'] = (call, request, options) => apiClient.callEnvelope(call, request, options);
/** See `ApiClient.prime`: sends a call's request early; the page's own call takes the answer. */
export const primeCall: ApiClient['prime'] = (call, request, options) => apiClient.prime(call, request, options);
/** See `ApiClient.seed`: holds an answer the server already gave (the page's early answers). */
export const seedCall: ApiClient['seed'] = (answer) => apiClient.seed(answer);
/** See `ApiClient.primedOk`: whether an early answer is a success, without taking it. */
export const primedOk: ApiClient['primedOk'] = (call, request, options) => apiClient.primedOk(call, request, options);
/** See `ApiClient.callDirect`. */
export const callDirect: ApiClient['callDirect'] = (url, init) => apiClient.callDirect(url, init);

export { createApiClient, maintenanceTarget, PRIMED_ANSWER_MS } from './client';
export type { ApiClient, ApiClientDeps, CallOptions, CallEnvelope, LogFn } from './client';
export { ApiError, isApiError } from './errors';
export type { ApiErrorKind } from './errors';
export { newPaidAction } from './idempotency';
export type { PaidAction } from './idempotency';
export { toQueryString } from '@sideline/protocol';
export { sessionStore, createSessionStore } from '../session/store';
export type { SessionState, SessionStore } from '../session/store';
