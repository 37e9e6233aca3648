import { Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Analytics } from '@portal/shared/analytics';
import { useState } from 'react';
import { longDay, shortDay } from '../lib/format';
import classes from './calls-per-day-chart.module.css';

const BARS_HEIGHT = 220;
const READOUT_HEIGHT = 22;
/** The bars with the line above them that names the day pointed at. */
export const CHART_HEIGHT = BARS_HEIGHT + READOUT_HEIGHT;

const callsText = (calls: number) => `${calls.toLocaleString('en-US')} ${calls === 1 ? 'call' : 'calls'}`;

/** Whole numbers only on the count axis: a day has 1 or 2 calls, never 1.5. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];

/** The count axis: a step that gives at most four lines above zero, and the top it reaches. */
export function countAxis(most: number) {
  const step = COUNT_STEPS.find((candidate) => most / candidate <= 4) ?? Math.ceil(most / 4);
  const top = Math.max(step, Math.ceil(most / step) * step);
  return { step, top, lines: Array.from({ length: top / step + 1 }, (_, index) => index * step) };
}

/** Room a date under the bars needs ('Nov 28' at the chart's size, and a gap). */
const LABEL_WIDTH = 56;
const LABEL_STEPS = [1, 2, 7, 14, 30];

/** Every how many days a date is written under the bars, so that the dates never touch. */
export function labelEvery(days: number, plotWidth: number) {
  const needed = Math.ceil((LABEL_WIDTH * days) / Math.max(plotWidth, 1));
  return LABEL_STEPS.find((step) => step >= needed) ?? days;
}

/** Narrower than this a day's bar would be a hairline (30 days on a phone): the days become a line. */
const MIN_DAY_WIDTH = 10;

/** Whether the days are drawn as a line rather than bars, once the plot's width is known. */
export function drawsLine(days: number, plotWidth: number) {
  return plotWidth > 0 && plotWidth / days < MIN_DAY_WIDTH;
}

/**
 * The days as a line over a light area, each day's point at the middle of its column: the plot's
 * own units (a column wide, a call tall), stretched to the plot, the line kept 2 px thick.
 */
function Line({ days, top }: { days: Analytics['days']; top: number }) {
  const points = days.map((day, index) => `${index + 0.5},${top - day.calls}`).join(' ');
  return (
    <svg className={classes.line} viewBox={`0 0 ${days.length} ${top}`} preserveAspectRatio="none">
      <polygon className={classes.area} points={`0.5,${top} ${points} ${days.length - 0.5},${top}`} />
      <polyline className={classes.stroke} points={points} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * The bars, drawn by the page itself: a column per day, as tall as its share of the axis; where a
 * column is too narrow for a bar, a line through the days instead. Pointing at or tapping a column
 * names its day and calls in the line above (and marks its point on the line, where a day with calls
 * has a dot).
 */
function Bars({ days }: { days: Analytics['days'] }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const { ref: plotRef, width: plotWidth } = useElementSize();
  const axis = countAxis(Math.max(0, ...days.map((day) => day.calls)));
  // Before the plot is measured, the newest date alone.
  const every = plotWidth ? labelEvery(days.length, plotWidth) : days.length;
  const line = drawsLine(days.length, plotWidth);
  const day = hovered === null ? undefined : days[hovered];
  const hint = line ? 'Point at or tap the line to see a day.' : 'Point at or tap a bar to see its day.';
  return (
    <div aria-hidden="true">
      <Text size="sm" c="dimmed" mih={READOUT_HEIGHT}>
        {day ? `${longDay(day.date)}: ${callsText(day.calls)}` : hint}
      </Text>
      <div className={classes.chart} style={{ height: BARS_HEIGHT }}>
        <div className={classes.axis}>
          {axis.lines.map((value) => (
            <span key={value} className={classes.tick} style={{ bottom: `${(value / axis.top) * 100}%` }}>
              {value.toLocaleString('en-US')}
            </span>
          ))}
        </div>
        <div
          ref={plotRef}
          className={classes.plot}
          data-line={line || undefined}
          onPointerLeave={() => setHovered(null)}
        >
          {axis.lines.map((value) => (
            <span key={value} className={classes.grid} style={{ bottom: `${(value / axis.top) * 100}%` }} />
          ))}
          {line && <Line days={days} top={axis.top} />}
          {days.map((entry, index) => (
            <div
              key={entry.date}
              className={classes.column}
              data-day={entry.date}
              data-active={hovered === index || undefined}
              onPointerEnter={() => setHovered(index)}
              onClick={() => setHovered(index)}
            >
              <span
                className={classes.bar}
                data-calls={entry.calls > 0 || undefined}
                style={{ height: `${(entry.calls / axis.top) * 100}%` }}
              />
              {(days.length - 1 - index) % every === 0 && (
                // Centred under its day, the newest too, so the dates stand evenly apart; the chart
                // keeps room at its end for the half of the newest past the plot's edge.
                <span className={classes.label}>{shortDay(entry.date)}</span>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Calls per day as bars (or a line); a screen reader reads the same figures as a table. */
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
