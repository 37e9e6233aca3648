import { describe, expect, it } from 'vitest';
import { placeName } from './select-step';

describe('a number’s place, as shown', () => {
  it('writes the provider’s capitals as people write a place', () => {
    expect(placeName('HONOLULU')).toBe('Honolulu');
    expect(placeName('SALT LAKE CITY')).toBe('Salt Lake City');
    expect(placeName('WINSTON-SALEM')).toBe('Winston-Salem');
    expect(placeName("COEUR D'ALENE")).toBe("Coeur D'Alene");
    expect(placeName('ST. LOUIS')).toBe('St. Louis');
  });

  it('keeps a state’s code and a name already written in mixed case', () => {
    expect(placeName('HI')).toBe('HI');
    expect(placeName('McAllen')).toBe('McAllen');
  });
});
