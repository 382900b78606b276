import { envelope } from '@sideline/protocol';
import type { CallDef } from '@sideline/protocol';
import { z } from 'zod';
import type { FuzzRequest } from './requests';

/** What came back from one fuzz request. */
export interface FuzzAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const Envelope = envelope(z.unknown());

/** What the app under fuzz is: which 5xx the contract documents for it. */
export interface FuzzTarget {
  /** The call has a handler (else it answers 501). */
  implemented: boolean;
  /** The app runs in maintenance mode (every API call answers 503). */
  maintenance?: boolean;
}

/**
 * 5xx statuses the contract documents: 501 for a declared call without a handler yet, 503 in
 * maintenance mode. 504 (a handler over the 30 s budget) is documented too, but a fuzz request
 * must answer well inside the budget, so it is a failure here (a hang).
 */
export function allowedServerError(status: number, target: FuzzTarget): boolean {
  return (status === 501 && !target.implemented) || (status === 503 && target.maintenance === true);
}

/**
 * Why an answer breaks the transport rules, or null when it does not: no undocumented 5xx, a
 * JSON `{ Code, Result, Error }` envelope on every answer, `Code` mirroring any non-200 status,
 * `Error` listing at least one item exactly when `Code` is not 200, and a 200 `Result` that
 * matches the call's contract when the request reached the call's route (and never for a JSON
 * body the call's schema refuses).
 */
export function answerProblem(call: CallDef, target: FuzzTarget, req: FuzzRequest, res: FuzzAnswer): string | null {
  // A path that is not the call's own may land on a page, which answers 503 while its build is missing.
  if (!req.strict && res.statusCode === 503 && !String(res.headers['content-type'] ?? '').startsWith('application/json')) return null;
  if (res.statusCode >= 500 && !allowedServerError(res.statusCode, target)) return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (req.method === 'HEAD') return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!req.strict && !type.startsWith('application/json')) return null;
  if (!type.startsWith('application/json')) return `content-type ${JSON.stringify(type)} (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`;
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return `body is not JSON (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`;
  }
  const parsed = Envelope.safeParse(json);
  if (!parsed.success) return `not an envelope (HTTP ${res.statusCode}): ${res.body.slice(0, 300)}`;
  const { Code, Error: errors, Result } = parsed.data;
  if (res.statusCode !== 200 && Code !== res.statusCode) return `Code ${Code} does not mirror HTTP ${res.statusCode}`;
  if (Code === 200) {
    if (errors !== null) return `Code 200 with errors: ${JSON.stringify(errors).slice(0, 200)}`;
    if (refusedBody(call, req)) return `Code 200 for a body the contract refuses: ${(req.payload ?? '').slice(0, 200)}`;
    if (req.method === call.method && sameRoute(req.url, call.path)) {
      const result = call.result.safeParse(Result);
      if (!result.success) return `Result does not match ${call.name}'s contract: ${result.error.message.slice(0, 300)}`;
    }
  } else if (!errors || errors.length === 0) {
    return `Code ${Code} without an error item`;
  }
  return null;
}

/** True when `req` is a JSON POST to the call whose body the call's schema does not accept. */
function refusedBody(call: CallDef, req: FuzzRequest): boolean {
  if (call.method !== 'POST' || req.method !== 'POST' || !sameRoute(req.url, call.path)) return false;
  if (req.headers['content-type'] !== 'application/json' || req.payload === undefined || req.payload.trim() === '') return false;
  let body: unknown;
  try {
    body = JSON.parse(req.payload);
  } catch {
    return false;
  }
  return !call.request.safeParse(body).success;
}

function sameRoute(url: string, path: string): boolean {
  const p = url.split('?')[0]!;
  return p === path || p === `${path}/`;
}
