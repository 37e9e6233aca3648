import { z } from 'zod';
import { assistantBodySchema, serverSchema } from './assistant-schema.ts';
import { bool, e164, freeObject, maxLength, str, strict } from './validation.ts';

/**
 * Only Telnyx imports are emulated (the portal buys numbers from Telnyx). Vapi's phone-number DTOs
 * are a union discriminated by `provider`, so PATCH bodies carry `provider` too (docs/vendors.md#vapi-phone-numbers).
 */
const telnyx = z.literal('telnyx', { error: 'must be one of the following values: telnyx' });

export const createPhoneNumberSchema = strict({
  provider: telnyx,
  number: e164(),
  credentialId: str().min(1, { error: 'should not be empty' }),
  name: maxLength(40).optional(),
  assistantId: str().nullable().optional(),
  server: serverSchema.optional(),
});

export const updatePhoneNumberSchema = strict({
  provider: telnyx,
  number: e164().optional(),
  credentialId: str().min(1, { error: 'should not be empty' }).optional(),
  name: maxLength(40).optional(),
  assistantId: str().nullable().optional(),
  server: serverSchema.optional(),
});

export type PhoneNumberBody = z.output<typeof createPhoneNumberSchema>;
export type PhoneNumberPatch = z.output<typeof updatePhoneNumberSchema>;

/** The web SDK's `POST /call/web` body; squads and workflows are not emulated. */
export const createWebCallSchema = strict({
  assistantId: str().optional(),
  assistant: assistantBodySchema.optional(),
  // Overrides are merged into the assistant by Vapi at call time; the emulator only records them.
  assistantOverrides: freeObject().optional(),
  roomDeleteOnUserLeaveEnabled: bool().optional(),
});
