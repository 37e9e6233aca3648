import { SANDBOX_MAILBOX_PATH, SANDBOX_PHONE_PATH } from '@portal/shared/site-config.plain';
import { sandboxedVendors, type Config } from './config.ts';

const VENDOR_NAMES = { vapi: 'Vapi', telnyx: 'Telnyx', google: 'Google', openai: 'OpenAI', stripe: 'Stripe' } as const;

const list = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The sentence the server prints last when it starts: where to open the portal, where it listens
 * and, in sandbox mode, what is emulated and where the e-mails and texts it "sends" can be read.
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
    ...(vendors.telnyx ? [`texts go to the sandbox phone at ${config.publicUrl}${SANDBOX_PHONE_PATH}`] : []),
  ];
  return parts.length ? `${started} in sandbox mode: ${list(parts)}.` : `${started}.`;
}

/**
 * A demonstration deployment (SANDBOX=1 in production) usually sits behind a reverse proxy. One on
 * this host connects from loopback, and the sandbox answers loopback: requests that carry
 * forwarding headers are refused without TRUSTED_PROXIES, but a proxy that adds none would open the
 * emulators and the mailbox (with every reset link) to everyone. Said at start, while it is cheap.
 */
export function sandboxProxyWarning(config: Config): string | undefined {
  const anyEmulated = Object.values(sandboxedVendors(config)).some(Boolean);
  if (!config.sandbox.inProduction || config.sandbox.public || config.trustedProxies.length || !anyEmulated) return;
  return (
    'SANDBOX=1 without TRUSTED_PROXIES: the sandbox answers this machine only, and a reverse proxy on this host ' +
    "makes every visitor look like this machine. Set TRUSTED_PROXIES to the proxy's address (loopback for one on " +
    'this host) and have the proxy send X-Forwarded-For.'
  );
}
