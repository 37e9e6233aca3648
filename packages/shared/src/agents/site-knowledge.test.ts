import { describe, expect, it } from 'vitest';
import {
  emptySiteKnowledge as emptyKnowledge,
  siteKnowledgeJsonSchema,
  siteKnowledgeSchema,
  type SiteKnowledge,
} from './site-knowledge.ts';

const page = 'https://brightsmile.example/';

type Schema = Record<string, unknown>;

/** Every object schema inside `schema`, however deep (properties, items, anyOf). */
function objectSchemas(schema: unknown): Schema[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Schema;
  const children = [
    ...Object.values((node.properties as Schema | undefined) ?? {}),
    node.items,
    ...((node.anyOf as unknown[] | undefined) ?? []),
  ];
  return [...(node.type === 'object' ? [node] : []), ...children.flatMap(objectSchemas)];
}

describe('siteKnowledgeSchema', () => {
  it('accepts what the site states, each with its page, and nothing stated at all', () => {
    const knowledge: SiteKnowledge = {
      ...emptyKnowledge(),
      businessName: { value: 'Bright Smile Dental', sourceUrl: page },
      hours: [{ days: ['Mon', 'Tue'], opens: '08:00', closes: '17:30', sourceUrl: page }],
      prices: [{ item: 'Cleaning', price: '$120', sourceUrl: page }],
      products: [{ name: 'Whitening', description: null, sourceUrl: page }],
    };
    expect(siteKnowledgeSchema.parse(knowledge)).toEqual(knowledge);
    expect(siteKnowledgeSchema.safeParse(emptyKnowledge()).success).toBe(true);
  });

  it('refuses a value without its page, a time not in HH:MM, an unknown day and a missing field', () => {
    const refused = (patch: Record<string, unknown>) =>
      siteKnowledgeSchema.safeParse({ ...emptyKnowledge(), ...patch }).success === false;
    expect(refused({ businessName: { value: 'Bright Smile' } })).toBe(true);
    expect(refused({ hours: [{ days: ['Mon'], opens: '8am', closes: '17:00', sourceUrl: page }] })).toBe(true);
    expect(refused({ hours: [{ days: ['Monday'], opens: '08:00', closes: '17:00', sourceUrl: page }] })).toBe(true);
    const { phone: _phone, ...withoutPhone } = emptyKnowledge();
    expect(siteKnowledgeSchema.safeParse(withoutPhone).success).toBe(false);
  });
});

describe('siteKnowledgeJsonSchema', () => {
  it('fits OpenAI strict mode: every property required, no extra properties, null instead of optional', () => {
    const objects = objectSchemas(siteKnowledgeJsonSchema);
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      expect(object.additionalProperties).toBe(false);
      expect([...(object.required as string[])].sort()).toEqual(Object.keys(object.properties as Schema).sort());
    }
    expect(siteKnowledgeJsonSchema).not.toHaveProperty('$schema');
    expect(JSON.stringify(siteKnowledgeJsonSchema)).not.toMatch(/"(maxLength|minLength|\$ref|format)"/);
    expect((siteKnowledgeJsonSchema.properties as Schema).businessName).toMatchObject({
      anyOf: [{ type: 'object' }, { type: 'null' }],
    });
  });
});
