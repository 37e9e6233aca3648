import type { SiteConfig } from '@portal/shared/site-config.plain';
import { sandboxedVendors, type Config } from '../../config.ts';

/** What the browser needs before sign-in. Never a secret: this is embedded in every HTML page. */
export function siteConfig(config: Config): SiteConfig {
  const sandbox = sandboxedVendors(config);
  return {
    magicLinkEnabled: config.magicLinkEnabled,
    sandbox: Object.values(sandbox).some(Boolean),
    sandboxMail: sandbox.mail,
    sandboxVoice: sandbox.vapi,
    sandboxModel: sandbox.vapi && !sandbox.openai,
    vapiPublicKey: config.vapi.publicKey ?? null,
    footer: {
      contactEmail: config.site.contactEmail,
      contactPhone: config.site.contactPhone,
      termsUrl: config.site.termsUrl,
      refundUrl: config.site.refundUrl,
      privacyUrl: config.site.privacyUrl,
    },
  };
}
