/**
 * The stream's quality levels, from the player to the controls beside it. The player (hls.js,
 * through wireQuality.ts) publishes on its video element; the video controls, a lazy chunk that may arrive later, read
 * what the video in their box holds now and hear each change (the event bubbles to the box).
 */

/** One rendition of the stream as hls.js lists it (`hls.levels[index]`). */
export interface QualityLevel {
  index: number;
  /** Picture height, px (0 when the master playlist gives no RESOLUTION). */
  height: number;
  /** "360p", or the bit rate when the height is unknown. */
  label: string;
}

export interface QualityState {
  levels: QualityLevel[];
  /** hls.js picks the level (ABR). */
  auto: boolean;
  /** The level whose picture shows now (-1 until the first one has loaded). */
  playing: number;
  /** Pick a level by index, or -1 for Auto. */
  choose(index: number): void;
}

export const QUALITY_EVENT = 'sideline-quality';

const published = new WeakMap<HTMLVideoElement, QualityState>();

/** The player tells the controls what its video can do (null: nothing to pick). */
export function publishQuality(video: HTMLVideoElement, state: QualityState | null): void {
  if (state) published.set(video, state);
  else published.delete(video);
  video.dispatchEvent(new Event(QUALITY_EVENT, { bubbles: true }));
}

/** What the video shown in `box` publishes now (null: no video, or one without levels). */
export function readQuality(box: Element): QualityState | null {
  const video = box.querySelector('video');
  return video?.isConnected ? published.get(video) ?? null : null;
}

/** A level's name in the menu: its height ("360p"), else its bit rate. */
export function levelLabel(level: { height?: number; bitrate?: number }): string {
  if (level.height && level.height > 0) return `${level.height}p`;
  return `${Math.round((level.bitrate ?? 0) / 1000)} kb/s`;
}
