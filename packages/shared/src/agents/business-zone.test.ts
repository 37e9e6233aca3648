import { describe, expect, it } from 'vitest';
import { listedTimezoneFor } from './business-zone.plain.ts';

describe('listedTimezoneFor', () => {
  it('keeps a listed zone', () => {
    expect(listedTimezoneFor('America/Chicago')).toBe('America/Chicago');
    expect(listedTimezoneFor('Europe/London')).toBe('Europe/London');
  });

  it('reads an unlisted zone as the listed one with the same clock all year', () => {
    expect(listedTimezoneFor('America/Indiana/Indianapolis')).toBe('America/New_York');
    expect(listedTimezoneFor('Europe/Dublin')).toBe('Europe/London');
    expect(listedTimezoneFor('America/Boise')).toBe('America/Denver');
  });

  it('gives null for a zone with no listed match or no zone at all', () => {
    expect(listedTimezoneFor('Asia/Kathmandu')).toBeNull();
    expect(listedTimezoneFor('Not/AZone')).toBeNull();
    expect(listedTimezoneFor(undefined)).toBeNull();
  });
});
