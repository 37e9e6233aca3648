import { siteConfig } from '../site-config';
import type { CallClient } from './call-client';

export type CallClientFactory = () => Promise<CallClient>;

/**
 * Which client a call uses: the real web client with a public key, the sandbox one when the voice
 * platform is emulated, none otherwise. Both are loaded only when a call starts.
 */
export function defaultCallClientFactory(): CallClientFactory | null {
  const publicKey = siteConfig.vapiPublicKey;
  if (publicKey) {
    return async () => new (await import('./vapi-call-client')).VapiCallClient(publicKey);
  }
  if (siteConfig.sandbox) {
    return async () =>
      new (await import('./sandbox-call-client')).SandboxCallClient({ standIn: !siteConfig.sandboxModel });
  }
  return null;
}
