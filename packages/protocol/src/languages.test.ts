import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE, isLanguage, langForDirectApi, langForNoStreamingImage, langForOddsSite, langForPhoto, langForStreaming, toLanguage,
} from './languages';

describe('language maps', () => {
  it.each([
    ['cn', 'cs'], ['ch', 'ch'], ['zhcn', 'zhcn'], ['vn', 'vn'], ['th', 'th'], ['id', 'id'], ['ko', 'ko'], ['jp', 'jp'],
    ['en', 'en'], ['ph', 'en'], ['xx', 'en'], ['CN', 'cs'],
  ])('direct API %s → %s', (l, out) => expect(langForDirectApi(l)).toBe(out));

  it.each([
    ['cn', 'cs'], ['vn', 'vn'], ['th', 'th'], ['id', 'id'], ['en', 'en'], ['ph', 'en'], ['ko', 'en'],
  ])('odds site %s → %s', (l, out) => expect(langForOddsSite(l)).toBe(out));

  it.each([
    ['cn', 'zh'], ['vn', 'vi'], ['th', 'th'], ['id', 'en'], ['ph', 'en'], ['en', 'en'],
  ])('streaming %s → %s', (l, out) => expect(langForStreaming(l)).toBe(out));

  it.each([
    ['cn', 'cn'], ['vn', 'vn'], ['th', 'th'], ['id', 'id'], ['en', 'en'], ['ph', 'en'], ['zz', 'en'],
  ])('photo %s → %s', (l, out) => expect(langForPhoto(l)).toBe(out));

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('%s is no language: en everywhere', (l) => {
    expect([langForDirectApi(l), langForOddsSite(l), langForStreaming(l), langForPhoto(l)]).toEqual(['en', 'en', 'en', 'en']);
  });

  it.each([['cn', 'CN'], ['tc', 'TC'], ['vn', 'VN'], ['ph', 'EN']])('no-streaming image %s → %s', (l, out) => {
    expect(langForNoStreamingImage(l)).toBe(out);
  });

  it('guards and normalises interface languages', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(isLanguage('ph')).toBe(true);
    expect(isLanguage('PH')).toBe(false);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(3)).toBe(false);
    expect(toLanguage('VN')).toBe('vn');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});
