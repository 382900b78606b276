import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { ChartSeries } from './measures';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The palette of the bars: the theme's ten nickname colours (no colour literal here). */
function palette(): string[] {
  const css = getComputedStyle(document.documentElement);
  return Array.from({ length: 10 }, (_, i) => css.getPropertyValue(`--color-nick-${i + 1}`).trim()).filter(Boolean);
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Grouped bars (Chart.js, this chunk loads only with the reports): one group per period, one bar
 * per series. The canvas is a picture for sighted staff; the table beside it is the accessible
 * alternative (the caller labels the figure). No animation when reduced motion is asked for.
 */
export default function ReportChart(props: { labels: string[]; series: ChartSeries[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const colours = palette();
    const css = getComputedStyle(document.documentElement);
    const text = css.getPropertyValue('--color-text').trim();
    const grid = css.getPropertyValue('--color-border').trim();
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: props.labels,
        datasets: props.series.map((s, i) => ({ label: s.name, data: s.values, backgroundColor: colours[i % Math.max(1, colours.length)] })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : { duration: 300 },
        plugins: { legend: { position: 'bottom', labels: { color: text } }, tooltip: { enabled: true } },
        scales: {
          x: { ticks: { color: text }, grid: { color: grid } },
          y: { beginAtZero: true, ticks: { color: text }, grid: { color: grid }, title: { display: true, text: props.label, color: text } },
        },
      },
    });
    return () => chart.destroy();
  }, [props.labels, props.series, props.label]);
  return <canvas ref={canvas} aria-hidden="true" data-testid="report-chart" />;
}
