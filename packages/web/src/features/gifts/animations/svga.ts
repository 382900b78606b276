import type { Player as SvgaPlayer, VideoEntity } from 'svgaplayerweb';

/** The part of svgaplayerweb the overlay uses: its canvas Player (files are decoded by `svgaDecode`, CSP-safe). */
export interface SvgaLibrary {
  Player: new (element: HTMLDivElement | HTMLCanvasElement) => SvgaPlayer;
}

let library: Promise<SvgaLibrary> | null = null;

/** Loads the SVGA player library once, lazily (its own chunk; nothing loads it before the first animation). */
export function loadSvgaLibrary(): Promise<SvgaLibrary> {
  library ??= import('svgaplayerweb').then((m) => ((m as unknown as { default?: SvgaLibrary }).default ?? (m as unknown as SvgaLibrary)));
  library.catch(() => {
    library = null;
  });
  return library;
}

/**
 * Plays the SVGA file at `url` once in `element` and resolves when it ends. Rejects when the
 * library or the file cannot be loaded. `signal` stops it early (resolves).
 */
export async function playSvgaOnce(element: HTMLDivElement, url: string, signal: AbortSignal, lib?: SvgaLibrary): Promise<void> {
  const [svga, video] = await Promise.all([lib ?? loadSvgaLibrary(), import('./svgaDecode').then((m) => m.loadSvgaFile(url, signal))]);
  if (signal.aborted) return;
  const player = new svga.Player(element);
  player.loops = 1;
  player.clearsAfterStop = true;
  player.setContentMode('AspectFit');
  await new Promise<void>((resolve) => {
    const stop = () => {
      player.stopAnimation(true);
      player.clear();
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
    player.onFinished(() => {
      signal.removeEventListener('abort', stop);
      player.clear();
      resolve();
    });
    player.setVideoItem(video as unknown as VideoEntity);
    player.startAnimation();
  });
}
