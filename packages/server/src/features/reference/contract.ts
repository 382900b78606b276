import type { z } from 'zod';

/**
 * The contract as the reference documents it, walked generically from the protocol module's
 * exports: any exported call declaration (viewer `defineCall`, staff `defineStaffCall`, in a
 * registry array or on its own) and any hub method or event (viewer defs carry their `hubs`;
 * a `<prefix>HubMethods`/`<prefix>HubEvents` record without them belongs to `<PREFIX>_HUB_PATH`).
 * A call declared tomorrow appears without touching this folder.
 */

/** Who may make a call. */
export type DocAuth =
  | { kind: 'token'; mode: 'required' | 'token' | 'optional' }
  | { kind: 'none' }
  | { kind: 'operator' }
  /** Back-office call: `access` is 'public', 'session' or the staff permission it needs. */
  | { kind: 'staff'; access: string };

export interface DocCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  request: z.ZodType;
  result: z.ZodType;
  /** The feature that owns it (tag). */
  feature: string;
  auth: DocAuth;
  extraHeaders: readonly string[];
  paid: boolean;
  entertainment: boolean;
  /** Answers text/csv on success instead of the envelope. */
  csv: boolean;
  /** The body is a file of this type (staff uploads). */
  fileBody: { contentType: string; maxBytes: number } | null;
  /** Answers a file of this type on success instead of the envelope. */
  download: { contentType: string; filename: string } | null;
  /** Answers an .xlsx workbook. */
  xlsx: boolean;
}

export interface DocHubMessage {
  name: string;
  kind: 'method' | 'event';
  hubs: readonly string[];
  args: z.ZodType;
  result: z.ZodType | null;
  summary: string;
}

export interface DocContract {
  calls: DocCall[];
  hubs: DocHubMessage[];
}

type Loose = Record<string, unknown>;

const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSchema = (v: unknown): v is z.ZodType => isRecord(v) && '_zod' in v;
const isTuple = (v: unknown): v is z.ZodType => isSchema(v) && (v as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'tuple';

function isCall(v: unknown): v is Loose {
  return isRecord(v) && typeof v.name === 'string' && (v.method === 'GET' || v.method === 'POST')
    && typeof v.path === 'string' && v.path.startsWith('/') && isSchema(v.request) && isSchema(v.result);
}

function isHubDef(v: unknown): v is Loose {
  return isRecord(v) && typeof v.name === 'string' && isTuple(v.args) && typeof v.summary === 'string' && !('path' in v);
}

function authOf(call: Loose): DocAuth {
  if (typeof call.access === 'string') return { kind: 'staff', access: call.access };
  const auth = isRecord(call.headers) ? call.headers.auth : undefined;
  if (auth === 'operator') return { kind: 'operator' };
  if (auth === 'none') return { kind: 'none' };
  if (auth === 'required' || auth === 'token' || auth === 'optional') return { kind: 'token', mode: auth };
  throw new Error(`call ${String(call.name)}: unknown auth ${JSON.stringify(auth ?? call.access)}`);
}

function toDocCall(call: Loose): DocCall {
  const headers = isRecord(call.headers) ? call.headers : {};
  return {
    name: call.name as string,
    method: call.method as 'GET' | 'POST',
    path: call.path as string,
    summary: typeof call.summary === 'string' ? call.summary : '',
    request: call.request as z.ZodType,
    result: call.result as z.ZodType,
    feature: typeof call.feature === 'string' ? call.feature : 'other',
    auth: authOf(call),
    extraHeaders: Array.isArray(headers.extraHeaders) ? (headers.extraHeaders as string[]) : [],
    paid: call.paid === true,
    entertainment: call.entertainment === true,
    csv: call.csv === true,
    fileBody: isRecord(call.fileBody) ? call.fileBody as DocCall['fileBody'] : null,
    download: isRecord(call.download) ? call.download as DocCall['download'] : null,
    xlsx: call.xlsx === true,
  };
}

/** `staffHubMethods` → 'STAFF_HUB_PATH'. */
function hubPathExportOf(recordName: string): string | null {
  const m = /^(\w*?)Hub(Methods|Events)$/.exec(recordName);
  if (!m || !m[1]) return null;
  return `${m[1].replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_HUB_PATH`;
}

/** Every call and hub message the module's exports declare (each once). */
export function contractOf(exports: Loose): DocContract {
  const calls = new Map<string, DocCall>();
  const hubs = new Map<string, DocHubMessage>();
  const addCall = (v: unknown) => {
    if (!isCall(v)) return;
    const call = toDocCall(v);
    const key = `${call.method} ${call.path}`;
    if (!calls.has(key)) calls.set(key, call);
  };
  const addHub = (v: Loose, kind: 'method' | 'event' | null, fallbackHubs: readonly string[]) => {
    const declared = Array.isArray(v.hubs) ? (v.hubs as string[]) : fallbackHubs;
    const k = kind ?? (isSchema(v.result) ? 'method' : 'event');
    const key = `${k} ${v.name as string}`;
    const known = hubs.get(key);
    const merged = [...new Set([...(known?.hubs ?? []), ...declared])];
    hubs.set(key, {
      name: v.name as string, kind: k, hubs: merged, args: v.args as z.ZodType,
      result: k === 'method' && isSchema(v.result) ? v.result : null, summary: v.summary as string,
    });
  };
  for (const [exportName, value] of Object.entries(exports)) {
    if (Array.isArray(value)) value.forEach(addCall);
    else if (isCall(value)) addCall(value);
    else if (isHubDef(value)) addHub(value, null, []);
    else if (isRecord(value) && !isSchema(value)) {
      const defs = Object.values(value).filter(isHubDef);
      if (!defs.length) continue;
      const pathExport = hubPathExportOf(exportName);
      const path = pathExport && typeof exports[pathExport] === 'string' ? [exports[pathExport] as string] : [];
      const kind = exportName.endsWith('Methods') ? 'method' : exportName.endsWith('Events') ? 'event' : null;
      for (const def of defs) addHub(def, kind, path);
    }
  }
  return {
    calls: [...calls.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    hubs: [...hubs.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name)),
  };
}
