// A stacked bar chart drawn as inline SVG (docs/decisions.md: no chart library is installed, and a few simple
// charts do not need one). Loaded lazily by ChartPanel, so it lands in a chunk of its own. The picture is
// one labelled image for assistive technology; ChartPanel's table carries the numbers.
import { useEffect, useId, useRef, useState } from 'react';
import { niceMax, pointTotal, type ChartPoint, type ChartSeries } from './chart-data';
import { formatNumber } from '../../lib/format';

export interface StackedBarChartProps {
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  /** The image's accessible name, e.g. "Credits used per day over the last 30 days". */
  title: string;
  /** A one-sentence summary read after the name. */
  summary: string;
  height?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 24, left: 36 };
const TICKS = 4;

/** The width of the element, following resizes (a fixed guess where ResizeObserver is missing). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export default function StackedBarChart({ points, series, title, summary, height = 200 }: StackedBarChartProps) {
  const { ref, width } = useWidth(480);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const max = niceMax(Math.max(0, ...points.map((point) => pointTotal(point, series))));
  const slot = innerWidth / Math.max(points.length, 1);
  const barWidth = Math.max(Math.min(slot * 0.7, 40), 2);
  const y = (value: number) => innerHeight - (value / max) * innerHeight;
  // Room for about one label per 56 px.
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / 56))));
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => (max / TICKS) * i).filter(
    (tick, i, all) => Number.isInteger(tick) && all.indexOf(tick) === i,
  );
  const titleId = useId();

  return (
    <div ref={ref} className="chart" data-testid="chart">
      <svg
        width={width}
        height={height}
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${height}`}
        className="d-block"
      >
        <title id={titleId}>{`${title}. ${summary}`}</title>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x1={0} x2={innerWidth} stroke="#dee2e6" />
              <text x={-6} dy="0.32em" textAnchor="end" fontSize={11} fill="#495057">
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {points.map((point, index) => {
            const x = index * slot + (slot - barWidth) / 2;
            let base = 0;
            return (
              <g key={point.description} data-testid="chart-bar">
                {series.map((s) => {
                  const value = point.values[s.key] ?? 0;
                  if (!value) return null;
                  const top = base + value;
                  const rect = (
                    <rect
                      key={s.key}
                      x={x}
                      y={y(top)}
                      width={barWidth}
                      height={Math.max(y(base) - y(top), 1)}
                      fill={s.color}
                    >
                      <title>{`${point.description}: ${s.label} ${formatNumber(value)}`}</title>
                    </rect>
                  );
                  base = top;
                  return rect;
                })}
                {index % labelEvery === 0 && (
                  <text
                    x={index * slot + slot / 2}
                    y={innerHeight + 16}
                    textAnchor="middle"
                    fontSize={11}
                    fill="#495057"
                  >
                    {point.label}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke="#adb5bd" />
        </g>
      </svg>
    </div>
  );
}
