/**
 * Public settings the server embeds in every page (no secrets). The browser reads them with the
 * small reader below rather than a schema library: they are read on every page load, including
 * the login page, whose JavaScript budget is tight (docs/decisions/0004-light-login-path.md), and
 * our own server writes them from this same type.
 */
export type SiteConfig = {
  magicLinkEnabled: boolean;
  sandbox: boolean;
  sandboxMail: boolean;
  /** The voice platform is emulated: the hub offers simulated inbound calls. */
  sandboxVoice: boolean;
  /** Emulated calls are answered by the real AI model (an OpenAI key without a voice-platform key). */
  sandboxModel: boolean;
  vapiPublicKey: string | null;
  footer: {
    contactEmail: string;
    contactPhone: string;
    termsUrl: string;
    refundUrl: string;
    privacyUrl: string;
  };
};

export const SITE_CONFIG_ELEMENT_ID = 'portal-config';

/** Where the sandbox mailbox shows every e-mail the portal sent, while mail is emulated. */
export const SANDBOX_MAILBOX_PATH = '/dev/mailbox';
/** Where the texts the emulated Telnyx "sends" can be read, and answered, while it is emulated. */
export const SANDBOX_PHONE_PATH = '/dev/phone';

/** What the browser assumes when the embedded settings are missing or unreadable. */
export const FALLBACK_SITE_CONFIG: SiteConfig = {
  magicLinkEnabled: false,
  sandbox: false,
  sandboxMail: false,
  sandboxVoice: false,
  sandboxModel: false,
  vapiPublicKey: null,
  footer: { contactEmail: '', contactPhone: '', termsUrl: '#', refundUrl: '#', privacyUrl: '#' },
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const flag = (value: unknown) => value === true;
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads parsed JSON as settings, field by field: a wrong or missing field takes its fallback
 * (features off, no keys, '#' links), so a damaged blob never turns anything on by mistake.
 */
export function readSiteConfig(value: unknown): SiteConfig {
  if (!isObject(value)) return FALLBACK_SITE_CONFIG;
  const footer = isObject(value.footer) ? value.footer : {};
  const fallbackFooter = FALLBACK_SITE_CONFIG.footer;
  return {
    magicLinkEnabled: flag(value.magicLinkEnabled),
    sandbox: flag(value.sandbox),
    sandboxMail: flag(value.sandboxMail),
    sandboxVoice: flag(value.sandboxVoice),
    sandboxModel: flag(value.sandboxModel),
    vapiPublicKey: optionalText(value.vapiPublicKey),
    footer: {
      contactEmail: text(footer.contactEmail, fallbackFooter.contactEmail),
      contactPhone: text(footer.contactPhone, fallbackFooter.contactPhone),
      termsUrl: text(footer.termsUrl, fallbackFooter.termsUrl),
      refundUrl: text(footer.refundUrl, fallbackFooter.refundUrl),
      privacyUrl: text(footer.privacyUrl, fallbackFooter.privacyUrl),
    },
  };
}
