import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { Analytics } from '@portal/shared/analytics';
import { WEEKDAYS } from '@portal/shared/analytics.plain';
import { hourLabel } from '../lib/format';
import classes from './busiest-hours.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const SHADES = [0.15, 0.35, 0.6, 1];

/** A cell's shade: the busier the hour, the darker (no calls: the grey of the grid). */
function shade(calls: number, most: number) {
  if (calls === 0 || most === 0) return undefined;
  const step = SHADES[Math.min(SHADES.length - 1, Math.floor((calls / most) * SHADES.length))]!;
  return `rgba(34, 139, 230, ${step})`;
}

const callsText = (calls: number) => `${calls.toLocaleString('en-US')} ${calls === 1 ? 'call' : 'calls'}`;

/**
 * Calls by weekday and hour as a grid of shades; every cell says its weekday, hour and count. The
 * hours run across on a wide screen and down on a phone (busiest-hours.module.css), where 24
 * columns would be slivers and their names would not fit over them.
 */
export function BusiestHours({ hours }: { hours: Analytics['hours'] }) {
  const most = Math.max(0, ...hours.flat());
  return (
    <>
      <table className={classes.grid}>
        <VisuallyHidden component="caption">Calls by weekday and hour</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col" className={classes.dayHead}>
              <VisuallyHidden>Weekday</VisuallyHidden>
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className={classes.hourHead}>
                {/* Every hour is named; the stylesheet shows every sixth across, every third down. */}
                <span className={classes.hourName} data-every={hour % 6 === 0 ? 6 : hour % 3 === 0 ? 3 : 1}>
                  {hourLabel(hour)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((weekday, index) => (
            <tr key={weekday}>
              <th scope="row" className={classes.dayHead}>
                <abbr title={weekday}>{weekday.slice(0, 3)}</abbr>
              </th>
              {HOURS.map((hour) => {
                const calls = hours[index]?.[hour] ?? 0;
                return (
                  <td key={hour} className={classes.cell} style={{ background: shade(calls, most) }}>
                    <VisuallyHidden>
                      {`${weekday} ${hourLabel(hour)}–${hourLabel(hour + 1)}: ${callsText(calls)}`}
                    </VisuallyHidden>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Group gap={6} mt="xs" justify="flex-end" aria-hidden="true">
        <Text size="xs" c="dimmed">
          Fewer
        </Text>
        {SHADES.map((step) => (
          <span key={step} className={classes.legend} style={{ background: `rgba(34, 139, 230, ${step})` }} />
        ))}
        <Text size="xs" c="dimmed">
          More
        </Text>
      </Group>
    </>
  );
}
