import { sandboxedVendors, type Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Telephony } from '../../providers/telephony/telephony.ts';
import { VoicePlatformError, type VoicePlatform } from '../../providers/voice/voice.ts';
import { WEBHOOK_SECRET_HEADER } from '@portal/shared/voice-webhook.plain';
import { platformAssistant } from './call-screening.service.ts';
import { listUnimported, routesViaPortal, updateNumber, type PhoneNumberRow } from './phone-numbers.repo.ts';

export type PhoneNumbersDeps = {
  db: Database;
  voice: VoicePlatform;
  telephony: Telephony;
  logger: Logger;
  webhookUrl: string;
  webhookSecret: string;
  config: Config;
};

export type ImportResult = { row: PhoneNumberRow; error: string | null };

/** The Vapi emulator accepts any credential id; the real platform needs the one made in its dashboard. */
export const SANDBOX_TELNYX_CREDENTIAL = 'sandbox-telnyx-credential';

const telnyxCredentialId = (config: Config) =>
  config.vapi.telnyxCredentialId ?? (sandboxedVendors(config).vapi ? SANDBOX_TELNYX_CREDENTIAL : null);

/** What the owner reads; which setting or vendor answer caused it goes to the log. */
const NO_CREDENTIAL =
  'The number is yours, but it cannot be connected to the voice platform until the service finishes its set-up. It will be connected automatically.';

const describe = (error: unknown) =>
  error instanceof VoicePlatformError && error.status >= 400 && error.status < 500 && error.status !== 429
    ? 'The number is yours, but the voice platform did not accept it. It will be tried again automatically; if this message stays, contact support.'
    : 'The number is yours, but the voice platform could not be reached to connect it. It will be tried again automatically.';

/**
 * Imports a bought number into the voice platform (provider telnyx, our webhook with its secret,
 * as compileAssistant sets on assistants). A failure never loses the number: it is recorded on
 * the row (sync_error), shown to the user and retried.
 */
export async function importNumber(
  deps: PhoneNumbersDeps,
  row: PhoneNumberRow,
  assistantId?: string | null,
): Promise<ImportResult> {
  const credentialId = telnyxCredentialId(deps.config);
  const screening = await routesViaPortal(deps.db, row.userId, row.assignedAgentId);
  let error: string | null = null;
  let vapiPhoneNumberId: string | null = null;
  if (!credentialId) {
    deps.logger.warn({ phoneNumberId: row.id }, 'VAPI_TELNYX_CREDENTIAL_ID is not set: numbers cannot be imported');
    error = NO_CREDENTIAL;
  } else {
    try {
      const imported = await deps.voice.importPhoneNumber({
        number: row.phoneNumber,
        credentialId,
        name: row.friendlyName ?? undefined,
        assistantId:
          screening || assistantId === undefined ? await platformAssistant(deps.db, row, screening) : assistantId,
        server: { url: deps.webhookUrl, headers: { [WEBHOOK_SECRET_HEADER]: deps.webhookSecret } },
      });
      vapiPhoneNumberId = imported.id;
    } catch (failure) {
      deps.logger.warn({ err: failure, phoneNumberId: row.id }, 'phone number import failed');
      error = describe(failure);
    }
  }
  const values = vapiPhoneNumberId
    ? { vapiPhoneNumberId, syncError: null, screensCallers: screening }
    : { syncError: error };
  const updated = await updateNumber(deps.db, row.userId, row.id, values);
  return { row: updated ?? row, error };
}

/** Finishes what a purchase left undone: the provider's number id (a pending order) and the import. */
export async function completeNumber(deps: PhoneNumbersDeps, row: PhoneNumberRow): Promise<ImportResult> {
  let current = row;
  if (!current.providerNumberId) {
    try {
      const owned = await deps.telephony.findOwnedNumber(current.phoneNumber);
      if (owned) {
        const values = { providerNumberId: owned.id, status: owned.status };
        current = (await updateNumber(deps.db, row.userId, row.id, values)) ?? current;
      }
    } catch (error) {
      deps.logger.warn({ err: error, phoneNumberId: row.id }, 'phone number lookup failed');
    }
  }
  return current.vapiPhoneNumberId ? { row: current, error: null } : importNumber(deps, current);
}

const BATCH = 20;

/** Retries the numbers the voice platform does not have yet. */
export async function retryNumberImports(deps: PhoneNumbersDeps) {
  const pending = await listUnimported(deps.db, BATCH);
  let fixed = 0;
  for (const row of pending) if (!(await completeNumber(deps, row)).error) fixed += 1;
  return { attempted: pending.length, fixed };
}
