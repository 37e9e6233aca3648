import { SITE_CONFIG_ELEMENT_ID, siteConfigSchema, type SiteConfig } from '@portal/shared/site-config';

const fallback: SiteConfig = {
  magicLinkEnabled: false,
  sandbox: false,
  sandboxMail: false,
  vapiPublicKey: null,
  sentryDsn: null,
  footer: { contactEmail: '', contactPhone: '', termsUrl: '#', refundUrl: '#', privacyUrl: '#' },
};

/** The public settings the server embeds in index.html (read once; they never change at run time). */
function readSiteConfig(): SiteConfig {
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return fallback;
  const parsed = siteConfigSchema.safeParse(JSON.parse(element.textContent));
  return parsed.success ? parsed.data : fallback;
}

export const siteConfig = readSiteConfig();
