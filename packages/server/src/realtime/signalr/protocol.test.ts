import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HandshakeErrors,
  ParseErrors,
  RECORD_SEPARATOR,
  invocationFrame,
  parseFrame,
  parseHandshakeRequest,
  parseMessage,
  serializeMessage,
  splitRecords,
} from './protocol';

const RS = RECORD_SEPARATOR;

describe('handshake', () => {
  it('parses the JSON handshake request', () => {
    expect(parseHandshakeRequest('{"protocol":"json","version":1}')).toEqual({ ok: true, request: { protocol: 'json', version: 1 } });
  });
  it.each(['', 'nope', '[]', '{"protocol":1,"version":1}', '{"protocol":"json"}', '{"protocol":"json","version":"1"}'])(
    'refuses %j with the official text',
    (text) => {
      expect(parseHandshakeRequest(text)).toEqual({ ok: false, error: HandshakeErrors.unexpected });
    },
  );
});

describe('parseMessage', () => {
  it('reads every message type', () => {
    expect(parseMessage('{"type":1,"target":"A","arguments":[1]}')).toEqual({ kind: 'message', message: { type: 1, target: 'A', arguments: [1] } });
    expect(parseMessage('{"type":1,"invocationId":"7","target":"A","arguments":[],"headers":{"a":"b"},"streamIds":["s"]}')).toEqual({
      kind: 'message',
      message: { type: 1, invocationId: '7', target: 'A', arguments: [], headers: { a: 'b' }, streamIds: ['s'] },
    });
    expect(parseMessage('{"type":2,"invocationId":"1","item":null}')).toEqual({ kind: 'message', message: { type: 2, invocationId: '1', item: null } });
    expect(parseMessage('{"type":3,"invocationId":"1","result":5}')).toEqual({ kind: 'message', message: { type: 3, invocationId: '1', result: 5 } });
    expect(parseMessage('{"type":3,"invocationId":"1","error":"x"}')).toEqual({ kind: 'message', message: { type: 3, invocationId: '1', error: 'x' } });
    expect(parseMessage('{"type":4,"invocationId":"1","target":"S","arguments":[]}')).toMatchObject({ kind: 'message', message: { type: 4 } });
    expect(parseMessage('{"type":5,"invocationId":"1"}')).toEqual({ kind: 'message', message: { type: 5, invocationId: '1' } });
    expect(parseMessage('{"type":6}')).toEqual({ kind: 'message', message: { type: 6 } });
    expect(parseMessage('{"type":7,"error":"e","allowReconnect":true}')).toEqual({ kind: 'message', message: { type: 7, error: 'e', allowReconnect: true } });
    expect(parseMessage('{"type":8,"sequenceId":3}')).toEqual({ kind: 'message', message: { type: 8, sequenceId: 3 } });
    expect(parseMessage('{"type":9,"sequenceId":1}')).toEqual({ kind: 'message', message: { type: 9, sequenceId: 1 } });
  });

  it('ignores unknown types (forward compatibility)', () => {
    expect(parseMessage('{"type":42,"x":1}')).toEqual({ kind: 'ignored', type: 42 });
  });

  it.each([
    ['not json', ParseErrors.payload],
    ['[1]', ParseErrors.payload],
    ['{"type":"1"}', ParseErrors.payload],
    ['{"target":"A"}', ParseErrors.payload],
    ['{"type":1,"arguments":[]}', ParseErrors.invocation],
    ['{"type":1,"target":"","arguments":[]}', ParseErrors.invocation],
    ['{"type":1,"target":"A"}', ParseErrors.invocation],
    ['{"type":1,"target":"A","arguments":{}}', ParseErrors.invocation],
    ['{"type":1,"target":"A","arguments":[],"invocationId":5}', ParseErrors.invocation],
    ['{"type":1,"target":"A","arguments":[],"headers":{"a":1}}', ParseErrors.invocation],
    ['{"type":2,"invocationId":"1"}', ParseErrors.streamItem],
    ['{"type":2,"item":1}', ParseErrors.streamItem],
    ['{"type":3,"invocationId":"1","result":1,"error":"x"}', ParseErrors.completion],
    ['{"type":3,"result":1}', ParseErrors.completion],
    ['{"type":3,"invocationId":"1","error":""}', ParseErrors.completion],
    ['{"type":4,"target":"S","arguments":[]}', ParseErrors.streamInvocation],
    ['{"type":5}', ParseErrors.cancelInvocation],
    ['{"type":7,"error":5}', ParseErrors.close],
    ['{"type":8}', ParseErrors.ack],
    ['{"type":9,"sequenceId":"1"}', ParseErrors.sequence],
  ])('%s → %s', (record, error) => {
    expect(parseMessage(record)).toEqual({ kind: 'error', error });
  });
});

describe('frames', () => {
  it('splits on 0x1E and keeps an incomplete tail', () => {
    expect(splitRecords(`a${RS}b${RS}c`)).toEqual({ records: ['a', 'b'], rest: 'c' });
    expect(parseFrame(`{"type":6}${RS}{"type":6}${RS}`)).toHaveLength(2);
    expect(parseFrame(`{"type":6}`)).toEqual([{ kind: 'error', error: ParseErrors.payload }]);
  });

  it('serialises with the record separator and round-trips', () => {
    const frame = serializeMessage({ type: 3, invocationId: '1', result: { a: 1 } });
    expect(frame.endsWith(RS)).toBe(true);
    expect(parseFrame(frame)).toEqual([{ kind: 'message', message: { type: 3, invocationId: '1', result: { a: 1 } } }]);
    expect(invocationFrame('E', [1, 'x'])).toBe(`{"type":1,"target":"E","arguments":[1,"x"]}${RS}`);
  });
});

describe('fuzz: parsing never throws', () => {
  const check = (text: string) => {
    const results = parseFrame(text);
    for (const result of results) expect(['message', 'ignored', 'error']).toContain(result.kind);
    expect(() => parseHandshakeRequest(text)).not.toThrow();
  };

  it('arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), check), { numRuns: 2000 });
  });

  it('arbitrary bytes decoded as UTF-8', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => check(Buffer.from(bytes).toString('utf8'))), { numRuns: 2000 });
  });

  it('arbitrary JSON values, with and without a message-like shape', () => {
    const messageLike = fc.record(
      {
        type: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.jsonValue()),
        invocationId: fc.oneof(fc.string(), fc.jsonValue()),
        target: fc.oneof(fc.string(), fc.jsonValue()),
        arguments: fc.oneof(fc.array(fc.jsonValue()), fc.jsonValue()),
        item: fc.jsonValue(),
        result: fc.jsonValue(),
        error: fc.oneof(fc.string(), fc.jsonValue()),
        headers: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.jsonValue()),
        streamIds: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
        sequenceId: fc.oneof(fc.integer(), fc.jsonValue()),
        allowReconnect: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.jsonValue(), messageLike), { maxLength: 4 }), (values) => {
        check(values.map((v) => JSON.stringify(v) + RS).join(''));
      }),
      { numRuns: 2000 },
    );
  });

  it('a parsed message re-serialises to an equal message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.jsonValue()), fc.option(fc.string({ minLength: 1 }), { nil: undefined }), (target, args, id) => {
        const source = { type: 1 as const, target, arguments: args, ...(id === undefined ? {} : { invocationId: id }) };
        const [parsed] = parseFrame(serializeMessage(source));
        expect(parsed?.kind).toBe('message');
        if (parsed?.kind === 'message') expect(JSON.stringify(parsed.message)).toBe(JSON.stringify(JSON.parse(JSON.stringify(source))));
      }),
      { numRuns: 500 },
    );
  });
});
