import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MessageType } from '@sideline/protocol';
import type { ChatRoom } from '../list/chatRoom';
import { ChatRoomProvider } from '../list/ChatRoomProvider';
import type { ChatRow } from '../list/row';
import { DEFAULT_BULLET_DISPLAY } from '../../shell';
import { chatSettings } from '../../shell';
import { BulletChatOverlay } from './BulletChatOverlay';
import { laneCount, takeLane, createLanes } from './lanes';

function fakeRoom() {
  let listener: ((rows: readonly ChatRow[]) => void) | null = null;
  const room = { onRows: (fn: typeof listener) => { listener = fn; return () => { listener = null; }; } } as unknown as ChatRoom;
  const send = (...messages: string[]) => act(() => {
    listener?.(messages.map((Message, i) => ({ Type: MessageType.Message, Nickname: `Fan${i}`, Message, Timestamp: Date.now() }) as unknown as ChatRow));
  });
  const sendAt = (rows: [string, number][]) => act(() => {
    listener?.(rows.map(([Message, Timestamp], i) => ({ Type: MessageType.Message, Nickname: `Fan${i}`, Message, Timestamp }) as unknown as ChatRow));
  });
  return { room, send, sendAt, listening: () => listener !== null };
}

const bullets = () => screen.queryAllByTestId('bullet');

afterEach(() => {
  chatSettings.setState({ bulletChat: true, bullet: DEFAULT_BULLET_DISPLAY, viewer: null });
});

describe('BulletChatOverlay', () => {
  it('hides messages with a viewer keyword from the bullets, applies changes live', () => {
    chatSettings.setState({ bulletChat: true });
    const { room, send } = fakeRoom();
    render(<ChatRoomProvider room={room}><BulletChatOverlay /></ChatRoomProvider>);
    act(() => void chatSettings.getState().addBulletKeyword('spoiler'));
    send('what a goal', 'SPOILER: they win', 'nice save');
    expect(bullets().map((b) => b.textContent)).toEqual(['Fan0: what a goal', 'Fan2: nice save']);
    // Speed and opacity apply to the running layer without a restart.
    act(() => {
      chatSettings.getState().setBulletSpeed(2);
      chatSettings.getState().setBulletOpacity(0.4);
      chatSettings.getState().removeBulletKeyword('spoiler');
    });
    send('spoiler alert');
    expect(bullets().at(-1)?.textContent).toBe('Fan0: spoiler alert');
    expect(bullets().at(-1)?.style.animationDuration).toBe('4000ms');
    expect(bullets()[0]!.style.animationDuration).toBe('8000ms');
    expect(screen.getByTestId('bullet-layer').style.getPropertyValue('--bullet-opacity')).toBe('0.4');
  });

  it('a backlog recovered after a gap goes into the list only: just its newest lines fly', () => {
    const { room, sendAt } = fakeRoom();
    render(<ChatRoomProvider room={room}><BulletChatOverlay /></ChatRoomProvider>);
    sendAt([['old one', 1_000], ['old two', 30_000], ['just now', 61_000], ['newest', 62_000]]);
    expect(bullets().map((b) => b.textContent)).toEqual(['Fan2: just now', 'Fan3: newest']);
  });

  it('shows nothing while bullet chat is off', () => {
    chatSettings.setState({ bulletChat: false });
    const { room, send, listening } = fakeRoom();
    render(<ChatRoomProvider room={room}><BulletChatOverlay /></ChatRoomProvider>);
    expect(listening()).toBe(false);
    send('hello');
    expect(bullets()).toEqual([]);
  });
});

describe('lanes per display area', () => {
  it('fits more lanes in a larger area, at least one, at most twelve', () => {
    expect(laneCount(360, 1 / 3)).toBe(3);
    expect(laneCount(360, 1 / 2)).toBe(5);
    // Full screen stops above the controls bar: (360 - 56 - 40) / 26.
    expect(laneCount(360, 1)).toBe(10);
    expect(laneCount(20, 1 / 3)).toBe(1);
    expect(laneCount(2000, 1)).toBe(12);
  });
  it('books only within the limit', () => {
    const lanes = createLanes(12);
    expect(takeLane(lanes, 0, 100, 2)).toBe(0);
    expect(takeLane(lanes, 0, 100, 2)).toBe(1);
    expect(takeLane(lanes, 0, 100, 2)).toBe(-1);
  });
});
