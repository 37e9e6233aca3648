import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  readWebsiteEntry,
  readWebsiteInfo,
  WEBSITE_LIMITS,
  websiteEntrySchema,
  websiteInfoSchema,
  type WebsiteEntry,
  type WebsiteInfo,
} from './agent.ts';

// The readers of website_info check it without zod (the browser's pages read it before loading
// it): they must accept exactly what the server's schemas accept.

/** A text of about `max` characters: shorter, exactly as long, or one too many. */
const text = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 20 }) },
    fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)),
    fc.constantFrom(null, 1, undefined),
  );
const entry = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ url: text(2048), processed_title: text(300), user_category: text(40), summary: text(8000) }),
  },
  fc.record(
    { url: text(2048), processed_title: text(300), user_category: text(40), summary: text(8000) },
    { requiredKeys: ['url'] },
  ),
  fc.record({
    url: text(2048),
    processed_title: text(300),
    user_category: text(40),
    summary: text(8000),
    extra: fc.string(),
  }),
  fc.anything(),
);
const stored = fc.oneof(
  fc.array(entry, { maxLength: 3 }),
  fc.array(
    entry.filter((item) => websiteEntrySchema.safeParse(item).success),
    { minLength: 49, maxLength: 51 },
  ),
  text(WEBSITE_LIMITS.text),
  fc.anything(),
);

describe('readWebsiteEntry and readWebsiteInfo', () => {
  it('read an analysed page exactly as the schema does', () => {
    fc.assert(
      fc.property(entry, (value) => {
        const parsed = websiteEntrySchema.safeParse(value);
        expect(readWebsiteEntry(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('read stored website_info as the schema does, what does not read (or is missing) as none', () => {
    fc.assert(
      fc.property(stored, (value) => {
        const parsed = websiteInfoSchema.safeParse(value ?? null);
        expect(readWebsiteInfo(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });

  it('give the types the schemas give', () => {
    expectTypeOf<z.output<typeof websiteEntrySchema>>().toEqualTypeOf<WebsiteEntry>();
    expectTypeOf<z.output<typeof websiteInfoSchema>>().toEqualTypeOf<WebsiteInfo>();
  });
});
