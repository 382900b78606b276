// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { levelLabel, publishQuality, QUALITY_EVENT, readQuality } from './quality';

describe('quality hand-over', () => {
  it('names a level by its height, else its bit rate', () => {
    expect(levelLabel({ height: 360, bitrate: 300_000 })).toBe('360p');
    expect(levelLabel({ height: 0, bitrate: 295_500 })).toBe('296 kb/s');
  });

  it('reads what the video in a box publishes, tells the box, and forgets a detached video', () => {
    const box = document.createElement('div');
    const video = document.createElement('video');
    box.append(video);
    document.body.append(box);
    let heard = 0;
    box.addEventListener(QUALITY_EVENT, () => { heard += 1; });
    const state = { levels: [], auto: true, playing: -1, choose: () => undefined };
    publishQuality(video, state);
    expect(heard).toBe(1);
    expect(readQuality(box)).toBe(state);
    publishQuality(video, null);
    expect(readQuality(box)).toBeNull();
    publishQuality(video, state);
    box.remove();
    expect(readQuality(box)).toBeNull();
  });
});
