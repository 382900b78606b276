import { describe, expect, it } from 'vitest';
import { pluginShows } from './StreamingChatroom';

describe('pluginShows (issue 16 item 29)', () => {
  it('StreamingPluginType 1 shows only streaming, 3 only the chatroom, 2 or none both', () => {
    expect(pluginShows(1)).toBe('streaming');
    expect(pluginShows(3)).toBe('chat');
    expect(pluginShows(2)).toBe('both');
    expect(pluginShows(undefined)).toBe('both');
  });
});
