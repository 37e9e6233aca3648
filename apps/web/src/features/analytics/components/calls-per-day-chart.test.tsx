import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { CallsPerDayChart, countAxis, labelEvery } from './calls-per-day-chart';

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

  it('names the day and its calls when a bar is pointed at or tapped', () => {
    const { container } = render(
      <MantineProvider>
        <CallsPerDayChart days={days} />
      </MantineProvider>,
    );
    expect(screen.getByText('Point at or tap a bar to see its day.')).toBeInTheDocument();
    fireEvent.click(container.querySelector('[data-day="2030-03-08"]')!);
    expect(screen.getByText('Friday, March 8: 3 calls')).toBeInTheDocument();
    fireEvent.pointerEnter(container.querySelector('[data-day="2030-03-09"]')!);
    expect(screen.getByText('Saturday, March 9: 1 call')).toBeInTheDocument();
    // A bar is as tall as its share of the axis' top.
    const bar = container.querySelector('[data-day="2030-03-08"] span') as HTMLElement;
    expect(bar.style.height).toBe('100%');
  });
});
