import { EARLY_ANSWERS_ID, EARLY_CALL_NAMES } from '@sideline/protocol';
import type { EarlyAnswer } from '@sideline/protocol';
import type { ApiClient } from '../shared/api';

const CALLS: ReadonlySet<string> = new Set(EARLY_CALL_NAMES);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One entry of the data block, if it has the shape of an early answer. */
function asAnswer(v: unknown): EarlyAnswer | null {
  if (!isRecord(v) || typeof v.call !== 'string' || !isRecord(v.request) || typeof v.status !== 'number') return null;
  if (v.token !== null && typeof v.token !== 'string') return null;
  if (v.matchId !== null && typeof v.matchId !== 'number') return null;
  return { call: v.call, request: v.request, token: v.token, matchId: v.matchId, status: v.status, body: v.body };
}

/**
 * The early answers the page's HTML carries (`EarlyAnswer`, the server's pages plugin writes
 * them), or none: no block, or one that is not a list of answers.
 */
export function readEarlyAnswers(doc: Pick<Document, 'getElementById'> = document): EarlyAnswer[] {
  const text = doc.getElementById(EARLY_ANSWERS_ID)?.textContent;
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.map(asAnswer).filter((a): a is EarlyAnswer => a !== null) : [];
}

/**
 * Holds each early answer for the page's own request (`ApiClient.seed`), so the start-up and the
 * chat room take it instead of a round trip (issue 20, first chat line). Only the calls of
 * EARLY_CALL_NAMES, and only answers given for this page's token: anything else is left out, and
 * the page sends that request itself. Returns how many were held.
 */
export function seedEarlyAnswers(answers: readonly EarlyAnswer[], token: string, seed: ApiClient['seed']): number {
  let held = 0;
  for (const answer of answers) {
    if (!CALLS.has(answer.call) || (answer.token !== null && answer.token !== token)) continue;
    if (seed(answer)) held += 1;
  }
  return held;
}
