/** The HTTP transport every call shares (headers → session, envelope, validation, errors). */
export { ApiError, unauthorized, tokenExpired, notFound, badRequest } from './errors';
export { registerCall, registerRemainingCalls, notImplementedCalls } from './register';
export type { CallContext, CallHandler, HandlerResult } from './register';
export type { Session, SessionResolver } from './session';
export { IDEMPOTENCY_KEY_MAX } from './idempotency';
export type { AppContext, ServiceDeps } from './context';
export { serviceDeps } from './context';
export { installTransport, BODY_LIMIT_BYTES } from './transport';
export type { NotFoundPage } from './transport';
export { coerceQuery, issuesToItems } from './validate';
export { declarePlugin } from './plugin';
export type { AppPlugin } from './plugin';
