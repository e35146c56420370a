/**
 * A bar chart drawn as SVG on the server (docs/decisions/049-visitor-statistics.md): a bar per day or
 * month, its page views as a light bar and its unique visitors as a dark one inside it, with three
 * guide lines. Time runs the way the page reads: right to left in Kurdish and Arabic (the bars are
 * placed from the other side; the SVG's text is never mirrored). The same numbers are in a table for
 * screen readers, so the picture itself is one labelled image.
 */
export type ChartBar = { label: string; views: number; visitors: number };

const WIDTH = 720;
const HEIGHT = 260;
const TOP = 16;
const BOTTOM = 28;
const SIDE = 48;

/** A round top for the axis, at least the largest value: 1, 1.2, 1.6, 2, 3, 4, 5, 6 or 8 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return (
    [1, 1.2, 1.6, 2, 3, 4, 5, 6, 8, 10].map((step) => step * power).find((top) => top >= value) ?? 10 * power
  );
}

export function StatsChart({
  bars,
  rtl,
  title,
  formatNumber,
  labelEvery,
}: {
  bars: ChartBar[];
  rtl: boolean;
  title: string;
  formatNumber: (value: number) => string;
  /** Writes every n-th bar's label (30 days would not fit). */
  labelEvery: number;
}) {
  const top = niceMax(Math.max(0, ...bars.map((bar) => bar.views)));
  const plotWidth = WIDTH - 2 * SIDE;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, bars.length);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  // The left edge of bar `index` in the reading direction.
  const x = (index: number, width: number) =>
    rtl
      ? SIDE + plotWidth - (index + 1) * slot + (slot - width) / 2
      : SIDE + index * slot + (slot - width) / 2;
  // The axis's numbers stand on the reading start: left in English, right in Kurdish and Arabic.
  const axisX = rtl ? WIDTH - SIDE + 6 : SIDE - 6;
  return (
    <svg
      className="stats-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={title}
      preserveAspectRatio="xMidYMid meet"
    >
      {[0, top / 2, top].map((value) => (
        <g key={value}>
          <line className="stats-chart__guide" x1={SIDE} x2={WIDTH - SIDE} y1={y(value)} y2={y(value)} />
          <text className="stats-chart__axis" x={axisX} y={y(value) + 4} textAnchor={rtl ? "start" : "end"}>
            {formatNumber(value)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const outer = Math.max(2, slot * 0.8);
        const inner = Math.max(1, slot * 0.45);
        return (
          <g key={bar.label}>
            <rect
              className="stats-chart__views"
              x={x(index, outer)}
              y={y(bar.views)}
              width={outer}
              height={TOP + plotHeight - y(bar.views)}
            />
            <rect
              className="stats-chart__visitors"
              x={x(index, inner)}
              y={y(bar.visitors)}
              width={inner}
              height={TOP + plotHeight - y(bar.visitors)}
            />
            {index % labelEvery === 0 || index === bars.length - 1 ? (
              <text className="stats-chart__label" x={x(index, 0)} y={HEIGHT - 8} textAnchor="middle">
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
