import { z } from 'zod';

export * from './account-closing.plain.ts';

/** POST /api/account/close: the account's e-mail typed again, and the password (none with Google). */
export const closeAccountRequestSchema = z
  .object({
    email: z.string().trim().min(1, 'Type your e-mail to confirm.').max(320),
    password: z.string().max(256).optional(),
  })
  .strict();
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;

/** GET /api/account/close: how this owner confirms, and for Google, whether the sign-in is fresh. */
export const closeAccountCheckSchema = z.object({
  /** The account's address: the one the owner types to confirm. */
  email: z.string(),
  proof: z.enum(['password', 'google']),
  /** With Google: signed in recently enough to close without signing in again. */
  freshSignIn: z.boolean(),
});
export type CloseAccountCheck = z.infer<typeof closeAccountCheckSchema>;

export const closeAccountResultSchema = z.object({ closed: z.literal(true) });
export type CloseAccountResult = z.infer<typeof closeAccountResultSchema>;
