import { describe, expect, it } from 'vitest';
import { countryOf, deviceModelOf } from './devices';

describe('player device fields', () => {
  it.each([
    ['vi-VN,vi;q=0.9', 'VN'], ['en-US', 'US'], ['zh-Hans-CN,zh;q=0.8', 'CN'], ['th', null], ['', null], [undefined, null],
  ] as const)('country of Accept-Language %j: %j', (header, country) => expect(countryOf(header)).toBe(country));

  it('names the model when the agent has one, else browser and system', () => {
    expect(deviceModelOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'))
      .toBe('Apple iPhone · iOS 17.4');
    expect(deviceModelOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36')).toBe('Chrome 156 · Linux');
    expect(deviceModelOf(undefined)).toBeNull();
  });
});
