import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalLine, requiredLine } from './text-fields.ts';
import { singleLineError, TEXT_LIMITS, toOneLine } from './text-fields.plain.ts';

describe('one-line fields', () => {
  it('names the field and the limit', () => {
    expect(singleLineError('Business Name', 100, 'x'.repeat(101))).toBe(
      'Business Name must be at most 100 characters.',
    );
    expect(singleLineError('Business Name', 100, 'Bright\nSmile')).toBe(
      'Business Name must be one line, without line breaks.',
    );
    expect(singleLineError('Business Name', 100, `  ${'x'.repeat(100)}  `)).toBeNull();
  });

  it('has limits a business needs', () => {
    expect(TEXT_LIMITS).toEqual({ agentName: 80, businessName: 100, fullName: 100, line: 200 });
  });

  it('shows line breaks stored by older code as spaces', () => {
    expect(toOneLine('Bright\n\n  Smile\r\nDental')).toBe('Bright Smile Dental');
  });

  it('stores an optional line trimmed, and blank as null', () => {
    const schema = z.object({ name: optionalLine('Name', 10) });
    expect(schema.parse({ name: '  Ada ' })).toEqual({ name: 'Ada' });
    expect(schema.parse({ name: '   ' })).toEqual({ name: null });
    expect(schema.parse({ name: null })).toEqual({ name: null });
    expect(schema.safeParse({ name: 'x'.repeat(11) }).error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'Name must be at most 10 characters.',
    });
  });

  it('requires a required line, with its own message', () => {
    const schema = requiredLine('Agent name', 80, 'Please enter a name.');
    expect(schema.parse(' Sam ')).toBe('Sam');
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('Please enter a name.');
    expect(schema.safeParse('a\nb').error?.issues[0]?.message).toBe(
      'Agent name must be one line, without line breaks.',
    );
  });
});
