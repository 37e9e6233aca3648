import { describe, expect, it } from 'vitest';
import { retentionCutoff } from './retention.pure.ts';

describe('retentionCutoff', () => {
  const now = new Date('2026-05-31T12:00:00.000Z');

  it('is whole days before the clock it is given', () => {
    expect(retentionCutoff(now, 30)).toEqual(new Date('2026-05-01T12:00:00.000Z'));
    expect(retentionCutoff(now, 90)).toEqual(new Date('2026-03-02T12:00:00.000Z'));
    expect(retentionCutoff(now, 365)).toEqual(new Date('2025-05-31T12:00:00.000Z'));
  });

  it('deletes nothing when kept until deleted, or for a value that is not a choice', () => {
    expect(retentionCutoff(now, null)).toBeNull();
    expect(retentionCutoff(now, 0)).toBeNull();
    expect(retentionCutoff(now, 7)).toBeNull();
  });
});
