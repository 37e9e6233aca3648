import { useEffect, useMemo, useState } from 'react';
import { allTimeZones, timeZoneOption, timeZoneOptions } from '../lib/time-zones';
import { cancelIdle, whenIdle } from '../../../lib/idle';

/**
 * How long one idle moment may spend labelling zones. A slow phone makes about one label per
 * millisecond; short slices never hold the main thread long enough to delay a tap.
 */
const SLICE_MS = 8;

/**
 * The time zone select's options: the chosen zone alone until the list is opened (or searched),
 * every zone from then on. The labels are made in the browser's idle moments meanwhile, so the
 * page appears without waiting for them and the list opens without making them all at once.
 */
export function useTimeZoneOptions(zone: string) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const zones = allTimeZones([zone]);
    let next = 0;
    let handle = 0;
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      while (next < zones.length && performance.now() < until) timeZoneOption(zones[next++]!);
      if (next < zones.length) handle = whenIdle(slice);
    };
    handle = whenIdle(slice);
    return () => cancelIdle(handle);
  }, [zone]);
  const data = useMemo(() => (opened ? timeZoneOptions([zone]) : [timeZoneOption(zone)]), [opened, zone]);
  return { data, onDropdownOpen: () => setOpened(true) };
}
