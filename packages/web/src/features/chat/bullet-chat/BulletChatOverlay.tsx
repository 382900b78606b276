import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { useChatRoom } from '../list/ChatRoomProvider';
import { BULLET_TYPES } from '../list/format';
import { unescapeName } from '../list/text';
import { BULLET_AREA_FRACTION } from '../../shell';
import { chatSettings, useChatSettings } from '../../shell';
import { useReducedMotion } from '../../shell';
import { useBulletViewer } from '../../shell';
import { bulletPlan, freshRows } from './plan';
import { createLanes, LANE_PX, LANE_TOP_PX, laneCount, MAX_LANES, takeLane } from './lanes';
import './bullet-chat.css';

/** Most bullets in flight at once; more are dropped. */
const MAX_IN_FLIGHT = 36;
/** Estimated width per character (px) for lane booking without measuring (no layout read). */
const CHAR_PX = 9;
const GAP_PX = 32;

/**
 * Bullet chat over the video: the room's chat lines fly right to left in lanes, animated by a
 * CSS transform (compositor only, no layout per frame). Bullets are plain DOM nodes created
 * outside React (text via textContent, never HTML), removed when their animation ends; when
 * every lane is busy a line is not shown as a bullet (it is still in the list). Off when the
 * settings say so (default on; off under prefers-reduced-motion). The viewer's display
 * settings apply live: opacity (a custom property on the layer, so bullets in flight follow),
 * speed and area (new bullets), keywords (one precompiled matcher; a matching line is not
 * shown as a bullet — the list keeps it). Under reduced motion a bullet the viewer switched
 * on stands still in its lane for its time instead of flying.
 */
export function BulletChatOverlay() {
  const room = useChatRoom();
  const on = useChatSettings((s) => s.bulletChat);
  const opacity = useChatSettings((s) => s.bullet.opacity);
  const reduced = useReducedMotion();
  const layer = useRef<HTMLDivElement>(null);
  useBulletViewer();
  useEffect(() => {
    const el = layer.current;
    if (!on || !el) return;
    const lanes = createLanes(MAX_LANES);
    let inFlight = 0;
    let plan = bulletPlan(chatSettings.getState().bullet);
    const offSettings = chatSettings.subscribe((s, prev) => {
      if (s.bullet !== prev.bullet) plan = bulletPlan(s.bullet);
    });
    let newestSeen = 0;
    const off = room.onRows((batch) => {
      const { fresh: rows, newest } = freshRows(batch, newestSeen);
      newestSeen = newest;
      const width = el.clientWidth || 640;
      const lanesNow = laneCount(el.clientHeight || 360, BULLET_AREA_FRACTION[plan.area]);
      const speed = (width + 300) / plan.durationMs;
      const now = performance.now();
      for (const row of rows) {
        if (!BULLET_TYPES.has(row.Type) || inFlight >= MAX_IN_FLIGHT) continue;
        if (plan.hides?.(row.Message)) continue;
        const text = `${unescapeName(row.Nickname)}: ${row.Message}`;
        const enterMs = reduced ? plan.durationMs : (Math.min(text.length, 60) * CHAR_PX + GAP_PX) / speed;
        const lane = takeLane(lanes, now, enterMs, lanesNow);
        if (lane < 0) break;
        const bullet = document.createElement('span');
        bullet.className = 'bullet';
        bullet.textContent = text;
        bullet.dataset.testid = 'bullet';
        bullet.dataset.lane = String(lane);
        bullet.style.top = `${LANE_TOP_PX + lane * LANE_PX}px`;
        bullet.style.animationDuration = `${plan.durationMs}ms`;
        bullet.style.setProperty('--bullet-from', `${width}px`);
        bullet.addEventListener('animationend', () => {
          bullet.remove();
          inFlight--;
        }, { once: true });
        inFlight++;
        el.appendChild(bullet);
      }
    });
    return () => {
      off();
      offSettings();
      el.replaceChildren();
    };
  }, [room, on, reduced]);
  const style = { '--bullet-opacity': String(opacity) } as CSSProperties;
  return <div ref={layer} className="bullet-layer" style={style} aria-hidden="true" data-testid="bullet-layer" data-reduced-motion={reduced ? 'true' : undefined} />;
}
