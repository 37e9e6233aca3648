import { describe, expect, it } from 'vitest';
import { AI_MESSAGES, normalizeWebsiteUrl, rewriteRequestSchema, sameText } from './ai.ts';

describe('normalizeWebsiteUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  www.example.com/about?x=1 ', 'https://www.example.com/about?x=1'],
    ['example.com:8080/menu', 'https://example.com:8080/menu'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.COM/Prices', 'https://example.com/Prices'],
  ])('%j -> %j', (input, url) => {
    expect(normalizeWebsiteUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['', AI_MESSAGES.emptyUrl],
    ['   ', AI_MESSAGES.emptyUrl],
    ['http://exa mple.com', AI_MESSAGES.invalidUrl],
    ['https://', AI_MESSAGES.invalidUrl],
    ['file:///etc/passwd', AI_MESSAGES.unsupportedScheme],
    ['mailto:owner@example.com', AI_MESSAGES.unsupportedScheme],
    ['javascript:alert(1)', AI_MESSAGES.unsupportedScheme],
  ])('%j is refused with %j', (input, message) => {
    expect(normalizeWebsiteUrl(input)).toEqual({ ok: false, message });
  });
});

describe('rewriteRequestSchema', () => {
  it('accepts only the fields that offer "Rewrite with AI"', () => {
    expect(rewriteRequestSchema.safeParse({ text: 'x', context: 'FAQ', field: 'faqAndPolicies' }).success).toBe(true);
    expect(rewriteRequestSchema.safeParse({ text: 'x', context: 'FAQ', field: 'timezone' }).success).toBe(false);
  });
});

describe('sameText', () => {
  it('tells a rewrite that changed nothing, spacing aside', () => {
    expect(sameText('Bright Smile Dental', '  Bright Smile  Dental\n')).toBe(true);
    expect(sameText('Bright Smile Dental', 'Bright Smile Dental Clinic')).toBe(false);
  });
});
