import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ProgramType } from '@sideline/protocol';
import { HostBridgeProvider } from '../../../shared/host';
import { recordingBridge } from '../../../shared/host/testing';
import type { ChatSession } from './chatSession';
import { useExpanded } from './useExpanded';
import { useSessionEvents } from './useSessionEvents';

function wrapperFor(bridge: ReturnType<typeof recordingBridge>) {
  return ({ children }: { children: ReactNode }) => <HostBridgeProvider hostOrigin={null} bridge={bridge}>{children}</HostBridgeProvider>;
}

function fakeSession() {
  let status: 'loading' | 'ready' = 'loading';
  const listeners = new Set<() => void>();
  const session = {
    hub: { on: () => () => {} },
    room: {
      info: { matchId: 1 },
      getSnapshot: () => ({ status, isMatchOpen: true }),
      subscribe: (l: () => void) => { listeners.add(l); return () => listeners.delete(l); },
    },
    joinAds: () => () => {},
  } as unknown as ChatSession;
  return { session, ready: () => { status = 'ready'; listeners.forEach((l) => l()); } };
}

describe('host messages of the chatroom (chatroom spec section 7)', () => {
  it('sends InitChatRoomFinished once, when the room has started', () => {
    const bridge = recordingBridge();
    const { session, ready } = fakeSession();
    renderHook(() => useSessionEvents(session, {}, false), { wrapper: wrapperFor(bridge) });
    expect(bridge.sent.filter((m) => m.type === 'InitChatRoomFinished')).toHaveLength(0);
    act(() => ready());
    act(() => ready());
    expect(bridge.sent.filter((m) => m.type === 'InitChatRoomFinished')).toHaveLength(1);
  });

  it('follows the incoming ChatRoomExpandIcon {show}', () => {
    const bridge = recordingBridge();
    const { result } = renderHook(() => useExpanded(ProgramType.Match, {}), { wrapper: wrapperFor(bridge) });
    expect(result.current[2]).toBe(true);
    act(() => bridge.emit('ChatRoomExpandIcon', { show: false }));
    expect(result.current[2]).toBe(false);
    act(() => bridge.emit('ChatRoomExpandIcon', { show: true }));
    expect(result.current[2]).toBe(true);
  });
});
