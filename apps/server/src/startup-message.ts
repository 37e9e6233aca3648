import { SANDBOX_MAILBOX_PATH } from '@portal/shared/site-config';
import { sandboxedVendors, type Config } from './config.ts';

const VENDOR_NAMES = { vapi: 'Vapi', telnyx: 'Telnyx', google: 'Google', openai: 'OpenAI', stripe: 'Stripe' } as const;

const list = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The sentence the server prints first when it starts: where to open the portal, where it listens
 * and, in sandbox mode, what is emulated and where the e-mails it "sends" can be read.
 */
export function startupMessage(config: Config): string {
  const started = `AI Voice Agent Platform is running at ${config.publicUrl} (listening on ${config.host})`;
  const { mail, ...vendors } = sandboxedVendors(config);
  const emulated = (Object.keys(VENDOR_NAMES) as (keyof typeof VENDOR_NAMES)[])
    .filter((vendor) => vendors[vendor])
    .map((vendor) => VENDOR_NAMES[vendor]);
  const parts = [
    ...(emulated.length ? [`${list(emulated)} ${emulated.length > 1 ? 'are' : 'is'} emulated`] : []),
    ...(mail ? [`e-mail goes to the sandbox mailbox at ${config.publicUrl}${SANDBOX_MAILBOX_PATH}`] : []),
  ];
  return parts.length ? `${started} in sandbox mode: ${parts.join(' and ')}.` : `${started}.`;
}
