import {
  FALLBACK_SITE_CONFIG,
  readSiteConfig,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
} from '@portal/shared/site-config.plain';

/** The public settings the server embeds in index.html (read once; they never change at run time). */
function embeddedSiteConfig(): SiteConfig {
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return FALLBACK_SITE_CONFIG;
  try {
    return readSiteConfig(JSON.parse(element.textContent));
  } catch {
    return FALLBACK_SITE_CONFIG;
  }
}

export const siteConfig = embeddedSiteConfig();
