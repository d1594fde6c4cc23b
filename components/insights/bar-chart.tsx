"use client";
// The insights page's charts (decision 046): bars drawn as SVG by hand, because the page needs only bars and the
// smallest library measured (uPlot) would add ~23 kB gzipped for them. Imported by the insights page alone. The
// numbers are in the table under each chart; the chart is one labelled image.

export interface Bar {
  label: string;
  value: number;
  /** The value as the bar's end says it ("50%", "$1,234"). */
  text: string;
}

const W = 360;

/** One bar per row, label above its bar: long program names and reasons fit a phone's width. */
export function HorizontalBars({ title, bars, max }: { title: string; bars: Bar[]; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1e-9);
  const row = 40;
  const h = bars.length * row + 4;
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${h}`} role="img" aria-label={title} preserveAspectRatio="xMinYMin meet">
      {bars.map((b, i) => {
        const y = i * row;
        const width = Math.max((b.value / top) * (W - 70), b.value > 0 ? 2 : 0);
        return (
          <g key={`${b.label}-${i}`}>
            <text x={0} y={y + 13} className="chart-label">
              {b.label.length > 48 ? `${b.label.slice(0, 47)}…` : b.label}
            </text>
            <rect x={0} y={y + 18} width={W - 70} height={14} className="chart-track" rx={3} />
            <rect x={0} y={y + 18} width={width} height={14} className="chart-bar" rx={3} />
            <text x={W - 64} y={y + 30} className="chart-value">
              {b.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** One column per month, oldest first; every k-th month is labelled when there are many. */
export function Columns({ title, bars }: { title: string; bars: Bar[] }) {
  const h = 220;
  const base = h - 28;
  const top = Math.max(...bars.map((b) => b.value), 1e-9);
  const slot = W / Math.max(bars.length, 1);
  const every = Math.ceil(bars.length / 8);
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${h}`} role="img" aria-label={title} preserveAspectRatio="xMinYMin meet">
      <line x1={0} x2={W} y1={base} y2={base} className="chart-axis" />
      {bars.map((b, i) => {
        const height = (b.value / top) * (base - 24);
        const x = i * slot + slot * 0.15;
        return (
          <g key={b.label}>
            <rect x={x} y={base - height} width={slot * 0.7} height={height} className="chart-bar" rx={2} />
            {b.value > 0 && bars.length <= 12 ? (
              <text x={x + slot * 0.35} y={base - height - 6} className="chart-value" textAnchor="middle">
                {b.text}
              </text>
            ) : null}
            {i % every === 0 ? (
              <text x={x + slot * 0.35} y={h - 8} className="chart-label" textAnchor="middle">
                {b.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
