import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, outcomeLabel, timezoneLabel } from './analytics.ts';

describe('analyticsQuerySchema', () => {
  it('reads the period as days, 30 when left out, and an optional agent id', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ period: 30 });
    expect(analyticsQuerySchema.parse({ period: '7' })).toEqual({ period: 7 });
    const agentId = '0b7c6f8e-3d1a-4a57-9e0c-5f2d8b1a6c43';
    expect(analyticsQuerySchema.parse({ period: '90', agentId })).toEqual({ period: 90, agentId });
  });

  it('refuses any other period and an agent id that is no id, saying why', () => {
    for (const period of ['14', '0', '', 'abc', '7.0']) {
      expect(analyticsQuerySchema.safeParse({ period }).error?.issues[0]?.message).toBe(
        'period must be 7, 30 or 90 (days).',
      );
    }
    expect(analyticsQuerySchema.safeParse({ agentId: 'front-desk' }).error?.issues[0]?.message).toBe(
      'agentId must be the id of one of your agents.',
    );
  });
});

describe('labels', () => {
  it('names a listed zone as the owner chose it, any other by its id', () => {
    expect(timezoneLabel('America/Chicago')).toBe('Central Time (Chicago)');
    expect(timezoneLabel('America/Indiana/Indianapolis')).toBe('America/Indiana/Indianapolis');
  });

  it('names the calls without an outcome', () => {
    expect(outcomeLabel('booked')).toBe('Appointment booked');
    expect(outcomeLabel(null)).toBe('No outcome reported');
  });
});
