import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WHEEL_SEGMENT_COUNT, WHEEL_SEGMENT_DEG, WHEEL_SPIN_MS } from '@sideline/protocol';
import { useHostBridge } from '../../../shared/host';
import { amountText } from '../odds';
import { isNoPrize, wheelResultText } from './result';
import type { Wheel } from './wheel';
import './wheel.css';

/** SVG path of band `i` (60°, clockwise from the top) on a 100×100 wheel. */
function bandPath(i: number): string {
  const a0 = ((i * WHEEL_SEGMENT_DEG - 90) * Math.PI) / 180;
  const a1 = (((i + 1) * WHEEL_SEGMENT_DEG - 90) * Math.PI) / 180;
  const p = (a: number) => `${(50 + 48 * Math.cos(a)).toFixed(3)} ${(50 + 48 * Math.sin(a)).toFixed(3)}`;
  return `M50 50 L${p(a0)} A48 48 0 0 1 ${p(a1)} Z`;
}

/** Label position of band `i` (its centre line, two thirds out). */
function labelAt(i: number): { x: number; y: number; angle: number } {
  const angle = i * WHEEL_SEGMENT_DEG + WHEEL_SEGMENT_DEG / 2;
  const r = ((angle - 90) * Math.PI) / 180;
  return { x: 50 + 31 * Math.cos(r), y: 50 + 31 * Math.sin(r), angle };
}

/**
 * The prize wheel panel (300 px): six colour bands of 60°, the pointer at the top, the spin
 * cost and balance, and the Spin button (keyboard: a native button; the result is announced
 * in a live region). While open the host page is told IsOpenWheel 1, on close 0. The 5 s
 * spin turns the wheel to the server's segment, which is then highlighted.
 */
export function WheelPanel(props: { wheel: Wheel; available: number | null; currencyName: string }) {
  const { t } = useTranslation();
  const bridge = useHostBridge();
  const { wheel } = props;
  const s = useSyncExternalStore(wheel.subscribe, wheel.getSnapshot, wheel.getSnapshot);

  useEffect(() => {
    bridge.send('IsOpenWheel', { IsOpen: 1 });
    void wheel.opened();
    return () => {
      bridge.send('IsOpenWheel', { IsOpen: 0 });
    };
  }, [bridge, wheel]);

  const items = s.info?.WheelItems ?? [];
  const busy = s.phase === 'requesting' || s.phase === 'spinning';
  const won = s.phase === 'done' && s.highlight !== null ? items[s.highlight] : undefined;
  return (
    <section className={`wheel${s.announcing ? ' wheel--announce' : ''}`} aria-label={t('wheel')} data-testid="wheel" data-phase={s.phase} data-highlight={s.highlight ?? ''}>
      <div className="wheel__stage">
        <span className="wheel__pointer" aria-hidden="true" />
        <svg
          className="wheel__disc"
          viewBox="0 0 100 100"
          role="img"
          aria-label={items.map((it) => `${it.Content1} ${it.Content2}`).join(', ')}
          data-testid="wheel-disc"
          data-rotation={s.rotation}
          style={{ transform: `rotate(${s.rotation}deg)`, transitionDuration: s.phase === 'spinning' ? `${WHEEL_SPIN_MS}ms` : '0ms' }}
        >
          {Array.from({ length: WHEEL_SEGMENT_COUNT }, (_, i) => {
            const l = labelAt(i);
            const it = items[i];
            return (
              <g key={i} className={`wheel__band wheel__band--${i}${s.highlight === i ? ' wheel__band--win' : ''}`} data-testid={`wheel-band-${i}`}>
                <path d={bandPath(i)} />
                <text x={l.x} y={l.y} transform={`rotate(${l.angle} ${l.x} ${l.y})`} textAnchor="middle" dominantBaseline="middle">
                  <tspan x={l.x} dy="-2">{it?.Content1 ?? ''}</tspan>
                  <tspan x={l.x} dy="6">{it?.Content2 ?? ''}</tspan>
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <p className="wheel__meta">
        {t('wheel-cost')}: <span data-testid="wheel-cost">{amountText(s.info?.Amount)}</span> {props.currencyName} · {t('balance')}: <span data-testid="wheel-balance">{amountText(props.available)}</span>
      </p>
      <p className={`wheel__result${won && isNoPrize(won) ? ' wheel__result--none' : ''}`} role="status" aria-live="polite" data-testid="wheel-result">
        {won ? wheelResultText(won, t) : ''}
      </p>
      <button type="button" className="btn btn--primary wheel__spin" data-testid="wheel-spin" disabled={busy || !s.isOn || s.supported === false} aria-busy={busy} onClick={() => void wheel.spin()}>
        {t('spin')}
      </button>
    </section>
  );
}
