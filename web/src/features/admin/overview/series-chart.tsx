import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatDayMonthIST } from "@web/lib/format";
import { card } from "@web/components/ui/card";

export interface SeriesLine {
  label: string;
  color: string;
  values: number[];
}

/** IST midnight of a YYYY-MM-DD day, in the seconds uPlot's time axis counts. */
/** Counts and whole rupees: the value axis steps in whole numbers only. */
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000,
  2_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000, 100_000_000,
];

const istMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`) / 1000;

/**
 * A day-by-day line chart drawn by uPlot (canvas, about 50 kB, loaded only with the Analytics tab). It follows its
 * container's width, so it fits a 390 px phone as well as a desktop.
 */
export function SeriesChart({
  days,
  lines,
  format,
  title,
}: {
  days: string[];
  lines: SeriesLine[];
  format: (value: number) => string;
  title: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = new uPlot(
      {
        width: el.clientWidth,
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Asia/Kolkata"),
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          {
            stroke: "#475569",
            grid: { stroke: "#e2e8f0" },
            // uPlot's own day labels are month-first ("11/6"); its ticks are seconds.
            values: (_u, ticks) => ticks.map((ts) => formatDayMonthIST(ts * 1000)),
          },
          {
            stroke: "#475569",
            grid: { stroke: "#e2e8f0" },
            incrs: WHOLE_STEPS,
            values: (_u, ticks) => ticks.map(format),
            size: 72,
          },
        ],
        series: [
          { value: (_u: uPlot, ts: number | null) => (ts === null ? "–" : formatDayMonthIST(ts * 1000)) },
          ...lines.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            points: { show: days.length <= 31 },
            value: (_u: uPlot, v: number | null) => (v === null ? "–" : format(v)),
          })),
        ],
      },
      [days.map(istMidnight), ...lines.map((line) => line.values)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, lines, format]);

  return (
    <figure className={card("min-w-0 p-4")}>
      <figcaption className="mb-2 font-semibold text-slate-900">{title}</figcaption>
      <div ref={box} role="img" aria-label={`${title}: chart by day (the table below has the figures)`} />
    </figure>
  );
}
