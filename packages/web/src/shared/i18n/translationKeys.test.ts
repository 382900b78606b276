import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as protocol from '@sideline/protocol';
import { LANGUAGES } from '@sideline/protocol';
import { LOCALES } from './locales';
import { createI18n } from './i18n';

const here = dirname(fileURLToPath(import.meta.url));
const webSrc = join(here, '..', '..');

/**
 * Translation calls the scan understands: `t('key')`, a fixed-language translator named
 * `…T('key')` (zhT, enT …) and `i18nKey="key"`. Keys chosen at run time are typed
 * `TranslationKey` instead, which the compiler checks.
 */
const CALL = /\b(?:t|[a-z]+T)\(\s*(['"`])([^'"`$]+?)\1/g;
const I18N_KEY = /i18nKey=\{?\s*(['"])([^'"]+)\1/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'locales') out.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function keysUsedInWebCode(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(webSrc)) {
    const text = readFileSync(file, 'utf8');
    for (const re of [CALL, I18N_KEY]) {
      for (const m of text.matchAll(re)) used.set(m[2], relative(webSrc, file));
    }
  }
  return used;
}

/**
 * Translation keys the protocol's error catalogue hands to the client: the values of every
 * exported `…MessageKey` table, every `…_KEY` string and the `key` of each BET_ERRORS entry.
 */
function keysFromProtocolErrors(): string[] {
  const keys = new Set<string>();
  for (const [name, value] of Object.entries(protocol)) {
    if (/MessageKey$/.test(name) && value && typeof value === 'object') {
      for (const v of Object.values(value)) if (typeof v === 'string') keys.add(v);
    } else if (/_KEY$/.test(name) && typeof value === 'string') keys.add(value);
  }
  const bets: unknown = (protocol as Record<string, unknown>).BET_ERRORS;
  if (Array.isArray(bets)) for (const e of bets) if (typeof e?.key === 'string') keys.add(e.key);
  return [...keys];
}

/** Keys the two spec documents name in quotes; they must exist whether used yet or not. */
const SPEC_KEYS = [
  'sensitive-words-prohibited', 'customer-muted', 'login-to-chat', 'at-streamer', 'chatroom-close',
  'currency-not-open', 'showing-ticket-fail', 'insufficient-fund', 'insufficient-balance', 'insufficient-amount',
  'sending-failed', 'successfully-sent', 'exceed-available-gift-ticket', 'lucky-box-purchase-successfully',
  'open-expired-lucky-box', 'spin-wheel-error', 'spin-wheel-stop', 'currency-not-support', 'market-closed',
  'odds-closed', 'event-closed', 'bet-score-changed', 'bet-point-changed', 'bet-over-event-max-bet',
  'your-selection-has-changed', 'stake-is-out-of-range', 'stake-is-less-than-min-bet', 'system-error',
  'streamer-live-end', 'today', 'not-on-the-list', 'events', 'streamer-topic', 'chat-room-maintenance',
  'chat-limit-hint-1-1-1', 'chat-limit-hint-1-1-2', 'chat-limit-hint-1-2-1', 'chat-limit-hint-1-2-2',
  'chat-limit-hint-2-1-1', 'chat-limit-hint-2-1-2', 'chat-limit-hint-2-2-1', 'chat-limit-hint-2-2-2',
  'chat-limit-hint-3', 'error-code', 'gift-info-load-failed', 'chat-rule-1', 'chat-rule-2', 'chat-rule-3',
  'chat-rule-4', 'chat-rule-5', 'disclaimer-text', 'tutorial-step-1', 'tutorial-step-2', 'next-step', 'start-using',
  'gift-effects', 'bullet-chat', 'edit-nickname', 'disclaimer', 'tutorial', 'share-failed', 'bet-failed',
  'odds-changed', 'please-refresh', 'chat-room-closed-or-maintenance', 'lucky-wheel-error', 'file-size-exceeded',
  'file-format-error', 'data-changed-page-refreshed', 'import-match-failed', 'import-match-success', 'add-failed',
  'edit-failed', 'delete-failed', 'mute-failed', 'unmute-failed', 'masking-word-exists', 'match-stake-limit-exceeded',
];

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const en = Object.keys(LOCALES.en).sort();

  it('the protocol error catalogue yields its keys (sanity)', () => {
    expect(keysFromProtocolErrors()).toEqual(expect.arrayContaining(['market-closed', 'spin-wheel-stop', 'customer-muted']));
  });

  it('the scan finds the keys the web code uses (sanity)', () => {
    const used = keysUsedInWebCode();
    expect(used.size).toBeGreaterThan(40);
    expect(used.has('chat-room-maintenance')).toBe(true);
    expect(used.has('admin-notice-copy-url')).toBe(true);
  });

  it('every key used in the web code exists in all six locales', () => {
    const missing: string[] = [];
    for (const [key, file] of keysUsedInWebCode()) {
      for (const lang of LANGUAGES) if (!(key in LOCALES[lang])) missing.push(`${lang}: '${key}' (${file})`);
    }
    expect(missing).toEqual([]);
  });

  it('every key the spec names, and every protocol error-catalogue key, exists in all six locales', () => {
    const missing: string[] = [];
    for (const key of [...SPEC_KEYS, ...keysFromProtocolErrors()]) {
      for (const lang of LANGUAGES) if (!(key in LOCALES[lang])) missing.push(`${lang}: '${key}'`);
    }
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has exactly the key set of en, with non-empty text and the same placeholders', (lang) => {
    const locale = LOCALES[lang] as Record<string, string>;
    expect(Object.keys(locale).sort()).toEqual(en);
    for (const key of en) {
      expect(locale[key].trim(), `${lang}.${key}`).not.toBe('');
      expect(placeholders(locale[key]), `${lang}.${key}`).toEqual(placeholders((LOCALES.en as Record<string, string>)[key]));
    }
  });

  it('ph carries the English text', () => {
    expect(LOCALES.ph).toEqual(LOCALES.en);
  });

  it.each(['cn', 'vn', 'th', 'id'] as const)('%s is really translated (few values equal the English text)', (lang) => {
    const locale = LOCALES[lang] as Record<string, string>;
    const same = en.filter((k) => locale[k] === (LOCALES.en as Record<string, string>)[k] && !k.startsWith('lang-'));
    expect(same.length / en.length).toBeLessThan(0.05);
  });

  it('kebab-case keys only', () => {
    for (const key of en) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('the i18next instance falls back to en and interpolates', () => {
    const i18n = createI18n('th');
    expect(i18n.t('today')).toBe(LOCALES.th.today);
    expect(i18n.t('successfully-sent', { count: 3 })).toBe('ส่งสำเร็จ ×3');
    expect(i18n.getFixedT('ph')('chat-rule-1')).toBe(LOCALES.en['chat-rule-1']);
  });
});
