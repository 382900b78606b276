/**
 * bench/hls-playback — main-thread cost of the widget's live HLS playback.
 *
 * Starts the built server, opens `/licensee` of the demo match as a logged-in member in headless
 * chromium, waits until the player is playing, then measures for SECONDS (default 20):
 * - playlist loads per second and segment loads per second (every request of the browser
 *   context, workers included);
 * - main-thread busy percentage (CDP `Performance.getMetrics` TaskDuration delta / wall time);
 * - long tasks (PerformanceObserver 'longtask': count, total and longest);
 * - `page.evaluate` round-trip latency sampled every second (what a click waits for);
 * - how far the video's currentTime advanced (playback still works).
 *
 *   npm run build && npm run bench:hls -w @sideline/bench
 *   SECONDS=20 MATCH=51230001 npx tsx bench/hls-playback/run.ts
 */
import { launchBenchBrowser, startBuiltServer } from '../chat-render/server';

const SECONDS = Number(process.env.SECONDS ?? 20);
const MATCH_ID = Number(process.env.MATCH ?? 51230001);

/** Installed before any page script; kept as source text so tsx adds no helpers the page lacks. */
const PROBES = `
(() => {
  const b = { longTasks: [], measuring: false };
  window.__hlsBench = b;
  try {
    new PerformanceObserver((list) => {
      if (!b.measuring) return;
      for (const e of list.getEntries()) b.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  } catch (e) { /* longtask unsupported */ }
})();
`;

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const server = await startBuiltServer();
  const browser = await launchBenchBrowser(['--autoplay-policy=no-user-gesture-required']);
  try {
    const login = (await (await fetch(`${server.baseUrl}/Demo/Login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserKey: 'member' }),
    })).json()) as { Result: { Token: string } };
    const data = Buffer.from(JSON.stringify({ Token: login.Result.Token, MatchId: MATCH_ID, UserLanguage: 'en' })).toString('base64');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    let measuring = false;
    let playlists = 0;
    let segments = 0;
    context.on('request', (request) => {
      if (!measuring) return;
      const url = request.url();
      if (/\.m3u8(\?|$)/.test(url)) playlists += 1;
      else if (/\.ts(\?|$)/.test(url)) segments += 1;
    });
    await context.addInitScript(PROBES);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${server.baseUrl}/licensee?data=${encodeURIComponent(data)}`);
    await page.waitForSelector('[data-player-status="playing"]', { timeout: 60_000 });
    // Let hls.js settle on the live edge before measuring.
    await page.waitForTimeout(2000);

    const taskDuration = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    };
    const videoTime = () => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

    await page.evaluate(() => { (window as unknown as { __hlsBench: { measuring: boolean } }).__hlsBench.measuring = true; });
    const t0 = Date.now();
    const busy0 = await taskDuration();
    const video0 = await videoTime();
    measuring = true;
    const latencies: number[] = [];
    while (Date.now() - t0 < SECONDS * 1000) {
      const s = performance.now();
      await page.evaluate(() => 1);
      latencies.push(performance.now() - s);
      await new Promise((r) => setTimeout(r, 1000));
    }
    measuring = false;
    const wall = (Date.now() - t0) / 1000;
    const busy = (await taskDuration()) - busy0;
    const video1 = await videoTime();
    const longTasks = await page.evaluate(() => (window as unknown as { __hlsBench: { longTasks: number[] } }).__hlsBench.longTasks);
    const status = await page.getAttribute('[data-player-status]', 'data-player-status');
    latencies.sort((a, b) => a - b);

    const fmt = (n: number, d = 1) => n.toFixed(d);
    console.log(`\nhls-playback: /licensee of match ${MATCH_ID}, ${fmt(wall)} s of live playback (headless chromium)\n`);
    console.log(`  playlist loads        ${playlists} (${fmt(playlists / wall, 2)}/s; a 2 s TARGETDURATION wants ~0.5/s)`);
    console.log(`  segment loads         ${segments} (${fmt(segments / wall, 2)}/s)`);
    console.log(`  main-thread busy      ${fmt((busy / wall) * 100)} %  (${fmt(busy, 2)} s of tasks)`);
    console.log(`  long tasks (>50 ms)   ${longTasks.length}, total ${fmt(longTasks.reduce((a, b) => a + b, 0), 0)} ms, longest ${fmt(Math.max(0, ...longTasks), 0)} ms`);
    console.log(`  evaluate latency      p50 ${fmt(pct(latencies, 50))} ms, p95 ${fmt(pct(latencies, 95))} ms, max ${fmt(latencies[latencies.length - 1] ?? 0)} ms`);
    console.log(`  video advanced        ${fmt(video1 - video0)} s (player status: ${status})\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
