import 'uplot/dist/uPlot.min.css';
import { Text, VisuallyHidden } from '@mantine/core';
import type { Analytics } from '@portal/shared/analytics';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { longDay, shortDay } from '../lib/format';

const BARS_HEIGHT = 220;
const READOUT_HEIGHT = 22;
/** The bars with the line above them that names the day pointed at. */
export const CHART_HEIGHT = BARS_HEIGHT + READOUT_HEIGHT;

/** A colour of the kit's theme, read where the page has it, so the chart matches the page. */
const themeColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

const callsText = (calls: number) => `${calls.toLocaleString('en-US')} ${calls === 1 ? 'call' : 'calls'}`;

/** Whole numbers only on the count axis: a day has 1 or 2 calls, never 1.5. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];

function chartOptions(width: number, labels: string[], onHover: (index: number | null) => void): uPlot.Options {
  const bar = themeColour('--mantine-color-blue-6', '#228be6');
  const text = themeColour('--mantine-color-dimmed', '#495057');
  const grid = themeColour('--mantine-color-gray-3', '#dee2e6');
  const font = `12px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  return {
    width,
    height: BARS_HEIGHT,
    legend: { show: false },
    cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_chart, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_chart, _min, max) => [0, Math.max(1, max)] },
    },
    axes: [
      {
        stroke: text,
        font,
        grid: { show: false },
        ticks: { show: false },
        space: 48,
        incrs: [1, 2, 7, 14, 30],
        values: (_chart, splits) => splits.map((index) => labels[index] ?? ''),
      },
      {
        stroke: text,
        font,
        size: 44,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        incrs: COUNT_STEPS,
        values: (_chart, splits) => splits.map((value) => value.toLocaleString('en-US')),
      },
    ],
    series: [
      {},
      {
        label: 'Calls',
        fill: bar,
        stroke: bar,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars!({ size: [0.7, 48], radius: 0.15 }),
      },
    ],
    hooks: { setCursor: [(chart) => onHover(chart.cursor.idx ?? null)] },
  };
}

/** The bars, drawn by uPlot (a few kB, where the kit's chart brought Recharts: a hundred). */
function Bars({ days }: { days: Analytics['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const labels = days.map((day) => shortDay(day.date));
    const data: uPlot.AlignedData = [days.map((_, index) => index), days.map((day) => day.calls)];
    const chart = new uPlot(chartOptions(element.clientWidth, labels, setHovered), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: BARS_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  const day = hovered === null ? undefined : days[hovered];
  return (
    <div aria-hidden="true">
      <Text size="sm" c="dimmed" mih={READOUT_HEIGHT}>
        {day ? `${longDay(day.date)}: ${callsText(day.calls)}` : 'Point at or tap a bar to see its day.'}
      </Text>
      <div ref={box} style={{ height: BARS_HEIGHT }} />
    </div>
  );
}

/** Calls per day as bars; a screen reader reads the same figures as a table. */
export function CallsPerDayChart({ days }: { days: Analytics['days'] }) {
  return (
    <>
      <Bars days={days} />
      {/* A plain table: it is never seen, and the kit's brings a scroll area and its positioning engine. */}
      <VisuallyHidden>
        <table>
          <caption>Calls per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Calls</th>
              <th scope="col">Minutes</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay(day.date)}</th>
                <td>{day.calls}</td>
                <td>{day.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
