import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TutorialStep } from '@sideline/protocol';
import { useTutorial } from './useTutorial';

const calls: string[] = [];
const fetchMock = vi.fn(async (url: string) => {
  calls.push(String(url).split('?')[0]!);
  const result = String(url).startsWith('/GetNeedShowTutorial') ? { IsNeedShowTutorial: true } : { IsTutorialSeen: true };
  return new Response(JSON.stringify({ Code: 200, Result: result, Error: null }), { status: 200 });
});

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const wrapper = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};

describe('useTutorial (issue 16 item 37)', () => {
  it('opens on the first-visit answer and records it as seen only when finished', async () => {
    const { result } = renderHook(() => useTutorial(1001, true), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.step).toBe(TutorialStep.Step1));
    expect(calls).toEqual(['/GetNeedShowTutorial']);
    act(() => result.current.next());
    expect(result.current.step).toBe(TutorialStep.Step2);
    expect(calls).not.toContain('/SetTutorialSeen');
    act(() => result.current.next());
    await waitFor(() => expect(calls).toEqual(['/GetNeedShowTutorial', '/SetTutorialSeen']));
    // Opened again from the settings menu and closed: nothing more to record.
    act(() => result.current.start());
    act(() => result.current.close());
    expect(calls.filter((c) => c === '/SetTutorialSeen')).toHaveLength(1);
  });

  it('closing it at step 1 also counts as seen', async () => {
    const { result } = renderHook(() => useTutorial(1001, true), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.step).toBe(TutorialStep.Step1));
    act(() => result.current.close());
    await waitFor(() => expect(calls).toContain('/SetTutorialSeen'));
  });
});
