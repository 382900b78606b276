import type Hls from 'hls.js';
import { levelLabel, publishQuality } from './quality';
import type { QualityState } from './quality';

/**
 * Hands an hls.js player's levels to the video controls' quality menu (see quality.ts) and marks
 * the player box with the level shown (`data-quality-level="360p"`, `data-quality-auto`). Auto is
 * hls.js's ABR (`nextLevel = -1`: from the next segment); a level the viewer picks applies at once
 * (`currentLevel`, flushing what is buffered). The level shown follows LEVEL_SWITCHED. Loaded
 * with hls.js (hlsEngine.ts), never with the page. Returns the undo.
 */
export function wireQuality(hls: Hls, events: typeof Hls.Events, video: HTMLVideoElement, player: HTMLElement | null): () => void {
  let live = true;
  const publish = () => {
    if (!live) return;
    const state: QualityState = {
      levels: hls.levels.map((level, index) => ({ index, height: level.height, label: levelLabel(level) })),
      auto: hls.autoLevelEnabled,
      playing: hls.currentLevel,
      choose: (index) => {
        if (!live) return;
        if (index < 0) hls.nextLevel = -1;
        else hls.currentLevel = index;
        publish();
      },
    };
    const shown = state.levels.find((l) => l.index === state.playing);
    if (player) {
      if (shown) player.dataset.qualityLevel = shown.label;
      else delete player.dataset.qualityLevel;
      player.dataset.qualityAuto = String(state.auto);
    }
    publishQuality(video, state);
  };
  hls.on(events.MANIFEST_PARSED, publish);
  hls.on(events.LEVEL_SWITCHED, publish);
  return () => {
    live = false;
    hls.off(events.MANIFEST_PARSED, publish);
    hls.off(events.LEVEL_SWITCHED, publish);
    if (player) {
      delete player.dataset.qualityLevel;
      delete player.dataset.qualityAuto;
    }
    publishQuality(video, null);
  };
}
