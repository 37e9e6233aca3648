import { describe, expect, it } from 'vitest';
import { instanceOf } from './structured-answer.ts';

const fill = (schema: Record<string, unknown>) => instanceOf(schema, 'the reply', schema);

describe('instanceOf', () => {
  it('puts the reply in free strings, and a fitting example where a format or pattern rules it out', () => {
    const schema = {
      type: 'object',
      properties: {
        text: { type: 'string' },
        opens: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
        when: { type: 'string', format: 'date-time' },
        email: { type: 'string', format: 'email' },
        code: { type: 'string', pattern: '^[A-Z]{2}$' },
        days: { type: 'array', minItems: 1, items: { type: 'string', enum: ['Mon', 'Tue'] } },
        site: { anyOf: [{ type: 'object', properties: { url: { type: 'string' } } }, { type: 'null' }] },
      },
    };
    expect(fill(schema)).toEqual({
      text: 'the reply',
      opens: '09:00',
      when: '2025-01-06T09:00:00Z',
      email: 'sandbox@example.com',
      code: 'US',
      days: ['Mon'],
      site: { url: 'the reply' },
    });
  });

  it('keeps the reply when it fits the pattern', () => {
    expect(fill({ type: 'string', pattern: 'reply' })).toBe('the reply');
  });
});
