/**
 * The ASP.NET Core SignalR JSON hub protocol, pure: no sockets, no timers, no throws.
 *
 * Source of truth: dotnet/aspnetcore `src/SignalR/docs/specs/HubProtocol.md` and, where its
 * prose and the official client disagree, `@microsoft/signalr`'s `JsonHubProtocol.ts` and
 * `HandshakeProtocol.ts`. Every frame (handshake included) is one JSON text followed by the
 * record separator 0x1E. Parsing never throws: bad input yields a typed error carrying the
 * official error text, unknown message types yield `ignored` (forward compatibility).
 */

/** The record separator ending every JSON frame. */
export const RECORD_SEPARATOR = '\u001e';

/** Hub message types, numbered as the specification numbers them. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** Per-message headers (string → string); unknown headers are ignored. */
export type MessageHeaders = Record<string, string>;

export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
  headers?: MessageHeaders;
}
export interface StreamItemMessage {
  type: 2;
  invocationId: string;
  item: unknown;
  headers?: MessageHeaders;
}
export interface CompletionMessage {
  type: 3;
  invocationId: string;
  result?: unknown;
  error?: string;
  headers?: MessageHeaders;
}
export interface StreamInvocationMessage {
  type: 4;
  invocationId: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
  headers?: MessageHeaders;
}
export interface CancelInvocationMessage {
  type: 5;
  invocationId: string;
  headers?: MessageHeaders;
}
export interface PingMessage {
  type: 6;
}
export interface CloseMessage {
  type: 7;
  error?: string;
  allowReconnect?: boolean;
}
export interface AckMessage {
  type: 8;
  sequenceId: number;
}
export interface SequenceMessage {
  type: 9;
  sequenceId: number;
}

/** Every message of the protocol, keyed on `type`. */
export type HubMessage =
  | InvocationMessage
  | StreamItemMessage
  | CompletionMessage
  | StreamInvocationMessage
  | CancelInvocationMessage
  | PingMessage
  | CloseMessage
  | AckMessage
  | SequenceMessage;

/** The result of parsing one record. */
export type ParseResult =
  | { kind: 'message'; message: HubMessage }
  | { kind: 'ignored'; type: unknown }
  | { kind: 'error'; error: string };

/** The official texts of parse failures (`JsonHubProtocol.ts`). */
export const ParseErrors = {
  payload: 'Invalid payload.',
  invocation: 'Invalid payload for Invocation message.',
  streamItem: 'Invalid payload for StreamItem message.',
  completion: 'Invalid payload for Completion message.',
  streamInvocation: 'Invalid payload for StreamInvocation message.',
  cancelInvocation: 'Invalid payload for CancelInvocation message.',
  close: 'Invalid payload for Close message.',
  ack: 'Invalid SequenceId for Ack message.',
  sequence: 'Invalid SequenceId for Sequence message.',
} as const;

/**
 * Splits a text buffer into complete records. The part after the last separator (an
 * incomplete record, normally empty for WebSocket frames) is returned as `rest`.
 */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function headersOf(value: unknown): MessageHeaders | undefined | false {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return false;
  const headers: MessageHeaders = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') return false;
    headers[key] = v;
  }
  return headers;
}

function streamIdsOf(value: unknown): string[] | undefined | false {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every(isNonEmptyString)) return false;
  return value as string[];
}

function isSequenceNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** A handshake request: `{"protocol":"json","version":1}`. */
export interface HandshakeRequest {
  protocol: string;
  version: number;
}

/** Texts the official server answers a failed handshake with (`HubConnectionContext.cs`). */
export const HandshakeErrors = {
  unexpected: 'An unexpected error occurred during connection handshake.',
  protocol: (protocol: string) => `The protocol '${protocol}' is not supported.`,
  version: (protocol: string, version: number) =>
    `The server does not support version ${version} of the '${protocol}' protocol.`,
} as const;

/** Parses the handshake record (the text before the first 0x1E). */
export function parseHandshakeRequest(
  record: string,
): { ok: true; request: HandshakeRequest } | { ok: false; error: string } {
  const json = parseJson(record);
  if (!json.ok || !isRecord(json.value)) return { ok: false, error: HandshakeErrors.unexpected };
  const { protocol, version } = json.value;
  if (typeof protocol !== 'string' || !isSequenceNumber(version)) return { ok: false, error: HandshakeErrors.unexpected };
  return { ok: true, request: { protocol, version } };
}

/** Parses one record (without its separator) into a message, an ignored type or an error. */
export function parseMessage(record: string): ParseResult {
  const json = parseJson(record);
  if (!json.ok || !isRecord(json.value)) return { kind: 'error', error: ParseErrors.payload };
  const m = json.value;
  if (typeof m.type !== 'number') return { kind: 'error', error: ParseErrors.payload };
  switch (m.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const stream = m.type === MessageType.StreamInvocation;
      const error = stream ? ParseErrors.streamInvocation : ParseErrors.invocation;
      if (!isNonEmptyString(m.target)) return { kind: 'error', error };
      if (!Array.isArray(m.arguments)) return { kind: 'error', error };
      const hasId = m.invocationId !== undefined && m.invocationId !== null;
      if (hasId && !isNonEmptyString(m.invocationId)) return { kind: 'error', error };
      if (stream && !hasId) return { kind: 'error', error };
      const headers = headersOf(m.headers);
      const streamIds = streamIdsOf(m.streamIds);
      if (headers === false || streamIds === false) return { kind: 'error', error };
      const message: InvocationMessage | StreamInvocationMessage = stream
        ? { type: 4, invocationId: m.invocationId as string, target: m.target, arguments: m.arguments }
        : { type: 1, target: m.target, arguments: m.arguments };
      if (hasId) message.invocationId = m.invocationId as string;
      if (headers) message.headers = headers;
      if (streamIds) message.streamIds = streamIds;
      return { kind: 'message', message };
    }
    case MessageType.StreamItem: {
      if (!isNonEmptyString(m.invocationId) || !('item' in m)) return { kind: 'error', error: ParseErrors.streamItem };
      const headers = headersOf(m.headers);
      if (headers === false) return { kind: 'error', error: ParseErrors.streamItem };
      const message: StreamItemMessage = { type: 2, invocationId: m.invocationId, item: m.item };
      if (headers) message.headers = headers;
      return { kind: 'message', message };
    }
    case MessageType.Completion: {
      const hasResult = 'result' in m;
      const hasError = m.error !== undefined && m.error !== null;
      if (hasResult && hasError) return { kind: 'error', error: ParseErrors.completion };
      if (hasError && !isNonEmptyString(m.error)) return { kind: 'error', error: ParseErrors.completion };
      if (!isNonEmptyString(m.invocationId)) return { kind: 'error', error: ParseErrors.completion };
      const headers = headersOf(m.headers);
      if (headers === false) return { kind: 'error', error: ParseErrors.completion };
      const message: CompletionMessage = { type: 3, invocationId: m.invocationId };
      if (hasResult) message.result = m.result;
      if (hasError) message.error = m.error as string;
      if (headers) message.headers = headers;
      return { kind: 'message', message };
    }
    case MessageType.CancelInvocation: {
      if (!isNonEmptyString(m.invocationId)) return { kind: 'error', error: ParseErrors.cancelInvocation };
      return { kind: 'message', message: { type: 5, invocationId: m.invocationId } };
    }
    case MessageType.Ping:
      return { kind: 'message', message: { type: 6 } };
    case MessageType.Close: {
      const hasError = m.error !== undefined && m.error !== null;
      if (hasError && typeof m.error !== 'string') return { kind: 'error', error: ParseErrors.close };
      if (m.allowReconnect !== undefined && typeof m.allowReconnect !== 'boolean') {
        return { kind: 'error', error: ParseErrors.close };
      }
      const message: CloseMessage = { type: 7 };
      if (hasError) message.error = m.error as string;
      if (m.allowReconnect !== undefined) message.allowReconnect = m.allowReconnect as boolean;
      return { kind: 'message', message };
    }
    case MessageType.Ack:
      if (!isSequenceNumber(m.sequenceId)) return { kind: 'error', error: ParseErrors.ack };
      return { kind: 'message', message: { type: 8, sequenceId: m.sequenceId } };
    case MessageType.Sequence:
      if (!isSequenceNumber(m.sequenceId)) return { kind: 'error', error: ParseErrors.sequence };
      return { kind: 'message', message: { type: 9, sequenceId: m.sequenceId } };
    default:
      return { kind: 'ignored', type: m.type };
  }
}

/**
 * Parses a whole transport frame: every complete record in it. A trailing part without a
 * separator is reported as an error (WebSocket frames always carry whole records).
 */
export function parseFrame(frame: string): ParseResult[] {
  const { records, rest } = splitRecords(frame);
  const results = records.map(parseMessage);
  if (rest !== '') results.push({ kind: 'error', error: ParseErrors.payload });
  return results;
}

/** Serialises one message as a frame (JSON + 0x1E). `undefined` fields are dropped by JSON. */
export function serializeMessage(message: HubMessage): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/** Builds the Invocation frame of a client event, ready to be written to many connections. */
export function invocationFrame(target: string, args: readonly unknown[]): string {
  return JSON.stringify({ type: MessageType.Invocation, target, arguments: args }) + RECORD_SEPARATOR;
}

/** The empty handshake response `{}` + 0x1E. */
export const HANDSHAKE_OK_FRAME = '{}' + RECORD_SEPARATOR;

/** A handshake error response. */
export function handshakeErrorFrame(error: string): string {
  return JSON.stringify({ error }) + RECORD_SEPARATOR;
}

/** The cached Ping frame. */
export const PING_FRAME = serializeMessage({ type: 6 });

/** Whether a message counts for stateful-reconnect sequence ids (types 1-5 only). */
export function isSequencedType(type: number): boolean {
  return type >= MessageType.Invocation && type <= MessageType.CancelInvocation;
}
