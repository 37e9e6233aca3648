/**
 * Settings shared by playwright.config.ts and the specs. The footer values are set to
 * test-only values so the specs prove they come from the server's configuration.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

export const site = {
  contactEmail: 'hello@e2e.example.com',
  contactPhone: '+1 (512) 555-0199',
  termsUrl: 'https://legal.e2e.example.com/terms',
  refundUrl: 'https://legal.e2e.example.com/refunds',
  privacyUrl: 'https://legal.e2e.example.com/privacy',
};

/** The environment of every server the suite starts: sandbox vendors, embedded database, no rate limit. */
export function serverEnv(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    AUTH_RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    MAGIC_LINK_ENABLED: 'false',
    // Blank values switch real vendors off even when the developer's shell sets them.
    DATABASE_URL: '',
    SMTP_URL: '',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    CONTACT_EMAIL: site.contactEmail,
    CONTACT_PHONE: site.contactPhone,
    TERMS_URL: site.termsUrl,
    REFUND_URL: site.refundUrl,
    PRIVACY_URL: site.privacyUrl,
    ...extra,
  };
}
