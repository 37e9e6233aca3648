// zod/mini: this schema is read on every page load, so it must stay small.
import { z } from 'zod/mini';

/** Public settings the server embeds in the page (no secrets). */
export const siteConfigSchema = z.object({
  magicLinkEnabled: z.boolean(),
  sandbox: z.boolean(),
  sandboxMail: z.boolean(),
  vapiPublicKey: z.nullable(z.string()),
  sentryDsn: z.nullable(z.string()),
  footer: z.object({
    contactEmail: z.string(),
    contactPhone: z.string(),
    termsUrl: z.string(),
    refundUrl: z.string(),
    privacyUrl: z.string(),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const SITE_CONFIG_ELEMENT_ID = 'portal-config';
