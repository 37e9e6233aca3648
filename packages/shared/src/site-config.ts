import { z } from 'zod';

/** Public settings the server embeds in the page (no secrets). */
export const siteConfigSchema = z.object({
  magicLinkEnabled: z.boolean(),
  sandbox: z.boolean(),
  sandboxMail: z.boolean(),
  vapiPublicKey: z.string().nullable(),
  sentryDsn: z.string().nullable(),
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
