import { createHash } from 'node:crypto';
import * as protocol from '@sideline/protocol';
import { contractOf } from './contract';
import { buildOpenApi } from './openapi';
import type { ErrorCatalogue } from './openapi';

type Loose = Record<string, unknown>;
const exported = protocol as unknown as Loose;

const text = (name: string): string | null => (typeof exported[name] === 'string' ? (exported[name] as string) : null);
const table = (name: string): Record<string, string | number> | null => {
  const v = exported[name];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, string | number>) : null;
};

/** The error catalogue of the contract: HTTP statuses, domain codes, bet codes, and the staff codes once declared. */
function catalogue(): ErrorCatalogue {
  const out: ErrorCatalogue = {
    'HTTP statuses (Code)': protocol.ServerErrorCode,
    'Domain codes (Error[].Field)': protocol.DomainErrorCode,
    'Bet codes (Error[].Field of PlaceBet / GetSingleTicket)': Object.fromEntries(protocol.BET_ERRORS.map((e) => [e.name, e.directCode])),
  };
  const staff = table('StaffErrorCode');
  if (staff) out['Back-office codes (Error[].Field)'] = staff;
  return out;
}

let cached: { json: string; etag: string } | null = null;

/**
 * The OpenAPI document of everything `@sideline/protocol` declares, as JSON text with an ETag
 * (its version is the hash of the contract's paths, so it changes exactly when the contract does).
 * Built once per process, on first use.
 */
export function referenceDocument(): { json: string; etag: string } {
  if (cached) return cached;
  const contract = contractOf(exported);
  const names = {
    operatorHeader: protocol.OPERATOR_KEY_HEADER,
    staffCookie: text('STAFF_SESSION_COOKIE'),
    staffCsrfHeader: text('STAFF_CSRF_HEADER'),
  };
  const draft = buildOpenApi({ contract, names, catalogue: catalogue(), version: 'contract' });
  const version = createHash('sha256').update(JSON.stringify(draft.paths)).digest('hex').slice(0, 12);
  const json = JSON.stringify({ ...draft, info: { ...(draft.info as Loose), version } });
  cached = { json, etag: `"${version}-${createHash('sha256').update(json).digest('hex').slice(0, 16)}"` };
  return cached;
}
