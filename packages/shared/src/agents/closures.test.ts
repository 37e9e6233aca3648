import { describe, expect, it } from 'vitest';
import {
  CLOSURE_DATE_INVALID,
  CLOSURE_ENDS_BEFORE,
  CLOSURE_TOO_LONG,
  CLOSURES_TOO_MANY,
  closureListSchema,
  closureOn,
  describeClosure,
  isCalendarDate,
  readClosures,
} from './closures.ts';

const thanksgiving = { id: 'c1', from: '2026-11-26', to: '2026-11-27', note: 'closed for Thanksgiving' };
const refusal = (list: unknown) => closureListSchema.safeParse(list).error?.issues[0]?.message;

describe('closed dates', () => {
  it('are real calendar days, the last not before the first, at most a year long, at most 60', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(refusal([{ ...thanksgiving, from: '26/11/2026' }])).toBe(CLOSURE_DATE_INVALID);
    expect(refusal([{ ...thanksgiving, to: '2026-11-25' }])).toBe(CLOSURE_ENDS_BEFORE);
    expect(refusal([{ ...thanksgiving, to: '2028-01-01' }])).toBe(CLOSURE_TOO_LONG);
    const many = Array.from({ length: 61 }, (_, index) => ({ ...thanksgiving, id: `c${index}` }));
    expect(refusal(many)).toBe(CLOSURES_TOO_MANY);
  });

  it('are kept in date order, with a blank note as none', () => {
    const christmas = { id: 'c2', from: '2026-12-25', to: '2026-12-25', note: '  ' };
    expect(closureListSchema.parse([christmas, thanksgiving])).toEqual([thanksgiving, { ...christmas, note: null }]);
  });

  it('read from storage in order, leaving out what does not read, and cover each of their days', () => {
    const stored = readClosures([
      { id: 'c2', from: '2026-12-25', to: '2026-12-25', note: null },
      thanksgiving,
      { id: 'x' },
    ]);
    expect(stored.map((closure) => closure.id)).toEqual(['c1', 'c2']);
    expect(closureOn(stored, '2026-11-27')?.id).toBe('c1');
    expect(closureOn(stored, '2026-11-28')).toBeNull();
  });

  it('read as an owner writes them', () => {
    expect(describeClosure(thanksgiving)).toBe('Nov 26, 2026 to Nov 27, 2026 (closed for Thanksgiving)');
    expect(describeClosure({ id: 'c2', from: '2026-12-25', to: '2026-12-25', note: null })).toBe('Dec 25, 2026');
  });
});
