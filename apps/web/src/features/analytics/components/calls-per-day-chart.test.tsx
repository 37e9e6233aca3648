import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import type * as Hooks from '@mantine/hooks';
import { CallsPerDayChart, countAxis, drawsLine, labelEvery } from './calls-per-day-chart';

// The plot's measured width (jsdom lays nothing out); 0 is not measured yet.
const plot = vi.hoisted(() => ({ width: 0 }));
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof Hooks>()),
  useElementSize: () => ({ ref: () => undefined, width: plot.width, height: 0 }),
}));

afterEach(() => {
  plot.width = 0;
});

const days = [
  { date: '2030-03-07', calls: 0, minutes: 0 },
  { date: '2030-03-08', calls: 3, minutes: 5 },
  { date: '2030-03-09', calls: 1, minutes: 2 },
];

describe('CallsPerDayChart', () => {
  it('counts in whole steps, at most four lines above zero', () => {
    expect(countAxis(0)).toEqual({ step: 1, top: 1, lines: [0, 1] });
    expect(countAxis(3)).toEqual({ step: 1, top: 3, lines: [0, 1, 2, 3] });
    expect(countAxis(7)).toEqual({ step: 2, top: 8, lines: [0, 2, 4, 6, 8] });
    expect(countAxis(41)).toEqual({ step: 20, top: 60, lines: [0, 20, 40, 60] });
  });

  it('writes a date under every bar, every other, or once a week, as the width allows', () => {
    expect(labelEvery(7, 1000)).toBe(1);
    expect(labelEvery(7, 330)).toBe(2);
    expect(labelEvery(30, 1000)).toBe(2);
    expect(labelEvery(30, 330)).toBe(7);
    expect(labelEvery(90, 330)).toBe(30);
  });

  it('draws a line where a day would be narrower than 10 px, bars otherwise', () => {
    expect(drawsLine(30, 280)).toBe(true); // 30 days on a phone
    expect(drawsLine(90, 620)).toBe(true); // 90 days on a tablet
    expect(drawsLine(7, 280)).toBe(false);
    expect(drawsLine(90, 1060)).toBe(false); // 90 days on a laptop
    expect(drawsLine(30, 0)).toBe(false); // not measured yet
  });

  it('draws the days as a line through their counts on a narrow plot, and names a tapped day', () => {
    plot.width = 20;
    const { container } = render(
      <MantineProvider>
        <CallsPerDayChart days={days} />
      </MantineProvider>,
    );
    expect(screen.getByText('Point at or tap the line to see a day.')).toBeInTheDocument();
    // A column wide and a call tall, the axis' top (3) at the top: each day's point in its column's middle.
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 3 3');
    expect(container.querySelector('polyline')).toHaveAttribute('points', '0.5,3 1.5,0 2.5,2');
    fireEvent.click(container.querySelector('[data-day="2030-03-09"]')!);
    expect(screen.getByText('Saturday, March 9: 1 call')).toBeInTheDocument();
  });

  it('names the day and its calls when a bar is pointed at or tapped', () => {
    const { container } = render(
      <MantineProvider>
        <CallsPerDayChart days={days} />
      </MantineProvider>,
    );
    expect(screen.getByText('Point at or tap a bar to see its day.')).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeInTheDocument();
    fireEvent.click(container.querySelector('[data-day="2030-03-08"]')!);
    expect(screen.getByText('Friday, March 8: 3 calls')).toBeInTheDocument();
    fireEvent.pointerEnter(container.querySelector('[data-day="2030-03-09"]')!);
    expect(screen.getByText('Saturday, March 9: 1 call')).toBeInTheDocument();
    // A bar is as tall as its share of the axis' top.
    const bar = container.querySelector('[data-day="2030-03-08"] span') as HTMLElement;
    expect(bar.style.height).toBe('100%');
  });
});
