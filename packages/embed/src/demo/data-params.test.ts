import { describe, expect, it } from 'vitest';
import { DATA_PARAMS, parseParam } from './data-params';

describe('the demo data-parameter list (issue 16 item 33)', () => {
  it('offers Title, CustomerId, WatchTimeLimit and the other chatroom-info parameters, each once', () => {
    const names = DATA_PARAMS.map((p) => p.name);
    for (const n of ['Title', 'CustomerId', 'WatchTimeLimit', 'StreamingPluginType', 'IsLicenseeChatroom', 'IsAllowSendGift', 'LayoutType', 'Theme']) expect(names).toContain(n);
    expect(new Set(names).size).toBe(names.length);
  });
  it('parses a field: empty is not passed, flags and numbers typed', () => {
    const flag = DATA_PARAMS.find((p) => p.name === 'IsDarkMode')!;
    const num = DATA_PARAMS.find((p) => p.name === 'WatchTimeLimit')!;
    const sel = DATA_PARAMS.find((p) => p.name === 'StreamingPluginType')!;
    expect(parseParam(flag, '')).toBeUndefined();
    expect(parseParam(flag, 'false')).toBe(false);
    expect(parseParam(num, '60')).toBe(60);
    expect(parseParam(sel, '3')).toBe(3);
    expect(parseParam(DATA_PARAMS.find((p) => p.name === 'Title')!, 'Derby')).toBe('Derby');
  });
});
