import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { HubId, HubLanguage, HubToken, LANGUAGES, SiteGroupName } from '@sideline/protocol';
import type { HubMethodDef } from '@sideline/protocol';
import type { z } from 'zod';
import { validArbitrary } from './arbitrary';
import { MATCHES, PROGRAMMES, SITES, STREAMERS } from '../../src/seed/world';
import { POLLUTION_KEYS, nastyValue, polluted, toJsonText } from './nasty';

/** One SignalR Invocation record (without the record separator) and how it was made. */
export interface FuzzInvocation {
  kind: string;
  target: string;
  /** The JSON text of the record. */
  record: string;
  /** The invocation id the record carries (a completion must come back for it). */
  invocationId: string;
}

/** Realistic positional arguments by the contract's schema: live tokens, the seeded groups, ids and languages. */
export function hubSchemaHints(tokens: readonly string[]): (schema: z.ZodType) => readonly unknown[] | undefined {
  const table = new Map<z.ZodType, readonly unknown[]>([
    [HubToken, tokens],
    [SiteGroupName, SITES.map((s) => s.group_name)],
    [HubId, [...MATCHES.map((m) => m.id), ...PROGRAMMES.map((p) => p.event_id), ...STREAMERS.map((s) => s.id)]],
    [HubLanguage, [...LANGUAGES, 'EN', 'zh-CN']],
  ]);
  return (schema) => table.get(schema);
}

let counter = 0;
const nextId = () => `fz${++counter}`;

const record = (kind: string, target: string, args: string): FuzzInvocation => {
  const invocationId = nextId();
  return { kind, target, invocationId, record: `{"type":1,"invocationId":${JSON.stringify(invocationId)},"target":${JSON.stringify(target)},"arguments":${args}}` };
};

/** Invocations of `method` whose arguments its tuple accepts. */
export function validInvocations(method: HubMethodDef, tokens: readonly string[]): Arbitrary<FuzzInvocation> {
  return validArbitrary(method.args, { schemaHints: hubSchemaHints(tokens) })
    .map((args) => record('valid', method.name, toJsonText(args)));
}

/**
 * Invocations the contract refuses: one argument hostile, too few or too many arguments, a
 * non-array, other casing of the name, names of Object.prototype members and unknown names.
 */
export function brokenInvocations(method: HubMethodDef, tokens: readonly string[]): Arbitrary<FuzzInvocation> {
  const valid = validArbitrary(method.args, { schemaHints: hubSchemaHints(tokens) }) as Arbitrary<unknown[]>;
  return fc.oneof(
    fc.tuple(valid, fc.nat(), nastyValue()).map(([args, i, bad]) => {
      const copy = [...args];
      copy[i % Math.max(1, copy.length + 1)] = bad;
      return record(`argument ${i % Math.max(1, copy.length)} hostile`, method.name, toJsonText(copy));
    }),
    fc.tuple(valid, fc.nat()).map(([args, n]) => record('fewer arguments', method.name, toJsonText(args.slice(0, n % Math.max(1, args.length))))),
    fc.tuple(valid, fc.array(nastyValue(), { minLength: 1, maxLength: 3 })).map(([args, more]) => record('more arguments', method.name, toJsonText([...args, ...more]))),
    fc.tuple(valid, fc.constantFrom(...POLLUTION_KEYS)).map(([args, key]) =>
      record(`pollution ${key}`, method.name, toJsonText(args.map((a) => (typeof a === 'object' && a !== null ? polluted(key, { polluted: 'yes' }, a as Record<string, unknown>) : a))))),
    fc.constantFrom('{}', 'null', '"x"', '[[[[[[[[[[]]]]]]]]]]', '{"0":1}').map((args) => record('arguments not a list', method.name, args)),
    fc.tuple(valid, fc.constantFrom(method.name.toLowerCase(), method.name.toUpperCase(), ...POLLUTION_KEYS, 'isPrototypeOf', '', ' ', 'Unknown', 'OnConnectedAsync'))
      .map(([args, target]) => record(`target ${JSON.stringify(target)}`, target, toJsonText(args))),
  );
}
