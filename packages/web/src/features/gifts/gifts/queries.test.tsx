import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GIFT_CACHE_MS } from '@sideline/protocol';

const callApi = vi.fn();
vi.mock('../../../shared/api', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));
const { useGiftInfo, useLuckyBoxInfo } = await import('./queries');

const gift = (Id: number) => ({ Id, GiftName: `g${Id}`, Amount: 1, ImgUrl: '', SvgaUrl: null, Sort: Id, Status: true, CurrencyId: 1, GiftCardCount: 0, IsVip: false, Vip: 0, Category: 1 });

function wrapper() {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
// Only the refetch interval and the clock are faked; React and the query's notifications run for real.
const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

afterEach(() => {
  vi.useRealTimers();
  callApi.mockReset();
});

describe('gift catalogue cache (60 s) and a gift the back office adds', () => {
  it('an open panel reloads once its cache is 60 s old and shows the new gift', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    callApi.mockResolvedValueOnce({ GiftInfo: [gift(101)] }).mockResolvedValue({ GiftInfo: [gift(101), gift(1000)] });
    const { result } = renderHook(() => useGiftInfo({ currencyIds: [1], language: 'en', vip: 0, enabled: true, open: true }), { wrapper: wrapper() });
    await vi.waitFor(() => expect(result.current.data?.GiftInfo.map((g) => g.Id)).toEqual([101]));
    await act(async () => { await vi.advanceTimersByTimeAsync(GIFT_CACHE_MS - 1000); });
    expect(callApi).toHaveBeenCalledTimes(1); // not before the cache has aged
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    await settle();
    expect(callApi).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(result.current.data?.GiftInfo.map((g) => g.Id)).toEqual([101, 1000]));
  });

  it('the always-mounted catalogue (animations) does not poll: it reloads only when next asked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    callApi.mockResolvedValue({ GiftInfo: [gift(101)] });
    renderHook(() => useGiftInfo({ currencyIds: [1], language: 'en', vip: 0, enabled: true }), { wrapper: wrapper() });
    await settle();
    await act(async () => { await vi.advanceTimersByTimeAsync(3 * GIFT_CACHE_MS); });
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('an open lucky-box list reloads every 60 s as well', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    callApi.mockResolvedValue({ LuckyBoxInfo: [] });
    renderHook(() => useLuckyBoxInfo({ currencyId: 1, language: 'en', enabled: true, open: true }), { wrapper: wrapper() });
    await settle();
    await act(async () => { await vi.advanceTimersByTimeAsync(GIFT_CACHE_MS); });
    await settle();
    expect(callApi).toHaveBeenCalledTimes(2);
  });
});
