import { describe, expect, it } from 'vitest';
import { FALLBACK_SITE_CONFIG, readSiteConfig, type SiteConfig } from './site-config.plain.ts';

const written: SiteConfig = {
  magicLinkEnabled: true,
  sandbox: true,
  sandboxMail: false,
  sandboxVoice: true,
  sandboxModel: true,
  vapiPublicKey: 'pk_123',
  footer: {
    contactEmail: 'help@example.com',
    contactPhone: '+1 512 555 0100',
    termsUrl: 'https://example.com/terms',
    refundUrl: 'https://example.com/refunds',
    privacyUrl: 'https://example.com/privacy',
  },
};

describe('readSiteConfig', () => {
  it('reads back exactly what the server wrote', () => {
    expect(readSiteConfig(JSON.parse(JSON.stringify(written)))).toEqual(written);
  });

  it('falls back as a whole for anything that is not an object', () => {
    for (const value of [null, 'x', 3, undefined]) expect(readSiteConfig(value)).toEqual(FALLBACK_SITE_CONFIG);
  });

  it('never turns a feature on or sets a key from a wrong field', () => {
    const read = readSiteConfig({ ...written, magicLinkEnabled: 'yes', vapiPublicKey: 42, footer: { termsUrl: 7 } });
    expect(read.magicLinkEnabled).toBe(false);
    expect(read.vapiPublicKey).toBeNull();
    expect(read.footer.termsUrl).toBe('#');
    expect(read.footer.contactEmail).toBe('');
    expect(read.sandbox).toBe(true);
  });
});
