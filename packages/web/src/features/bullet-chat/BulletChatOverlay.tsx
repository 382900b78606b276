import { useEffect, useRef } from 'react';
import { useChatRoom } from '../chat/ChatRoomProvider';
import { BULLET_TYPES } from '../chat/format';
import { unescapeName } from '../chat/text';
import { useChatSettings } from '../settings-menu/chatSettings';
import { createLanes, takeLane } from './lanes';
import './bullet-chat.css';

const LANES = 6;
/** Most bullets in flight at once; more are dropped. */
const MAX_IN_FLIGHT = 36;
const DURATION_MS = 8000;
/** Estimated width per character (px) for lane booking without measuring (no layout read). */
const CHAR_PX = 9;
const GAP_PX = 32;

/**
 * Bullet chat over the video: the room's chat lines fly right to left in lanes, animated by a
 * CSS transform (compositor only, no layout per frame). Bullets are plain DOM nodes created
 * outside React (text via textContent, never HTML), removed when their animation ends; when
 * every lane is busy a line is not shown as a bullet (it is still in the list). Off when the
 * settings say so (default on; off under prefers-reduced-motion).
 */
export function BulletChatOverlay() {
  const room = useChatRoom();
  const on = useChatSettings((s) => s.bulletChat);
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = layer.current;
    if (!on || !el) return;
    const lanes = createLanes(LANES);
    let inFlight = 0;
    const off = room.onRows((rows) => {
      const width = el.clientWidth || 640;
      const speed = (width + 300) / DURATION_MS;
      const now = performance.now();
      for (const row of rows) {
        if (!BULLET_TYPES.has(row.Type) || inFlight >= MAX_IN_FLIGHT) continue;
        const text = `${unescapeName(row.Nickname)}: ${row.Message}`;
        const lane = takeLane(lanes, now, (Math.min(text.length, 60) * CHAR_PX + GAP_PX) / speed);
        if (lane < 0) break;
        const bullet = document.createElement('span');
        bullet.className = `bullet bullet--lane-${lane}`;
        bullet.textContent = text;
        bullet.dataset.testid = 'bullet';
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
      el.replaceChildren();
    };
  }, [room, on]);
  return <div ref={layer} className="bullet-layer" aria-hidden="true" data-testid="bullet-layer" />;
}
