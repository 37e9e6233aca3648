import type { AssistantBody } from './assistant-schema.ts';

type Server = { url: string; headers?: Record<string, string>; timeoutSeconds?: number };

export class DeliveryRefused extends Error {}

export type Deliver = (server: Server | undefined, body: unknown) => Promise<unknown>;

/**
 * Posts server messages to a server URL with its headers, as Vapi does, but only to the portal's
 * own webhook: anyone who can reach the emulator can create an assistant, and the emulator must
 * not become a way to make this server call an internal address and read the answer.
 */
export function createDelivery(allowedUrls: readonly string[]): Deliver {
  return async (server, body) => {
    if (!server?.url) return undefined;
    if (!allowedUrls.some((allowed) => sameEndpoint(server.url, allowed))) {
      throw new DeliveryRefused(
        `The sandbox delivers server messages to the portal's webhook only, not to ${server.url}.`,
      );
    }
    return post(server, body);
  };
}

const sameEndpoint = (url: string, allowed: string) => {
  try {
    const [given, ours] = [new URL(url), new URL(allowed)];
    return given.origin === ours.origin && given.pathname === ours.pathname;
  } catch {
    return false;
  }
};

async function post(server: Server, body: unknown): Promise<unknown> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...server.headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout((server.timeoutSeconds ?? 20) * 1000),
  });
  return response.headers.get('content-type')?.includes('json') ? response.json() : undefined;
}

/** A function tool's own server wins over the assistant's (Vapi's URL precedence). */
export function toolServer(assistant: AssistantBody, name: string): Server | undefined {
  const tool = assistant.model?.tools?.find(
    (candidate) => candidate.type === 'function' && candidate.function?.name === name,
  );
  const own = tool && 'server' in tool ? (tool.server as Server | undefined) : undefined;
  return own ?? (assistant.server as Server | undefined);
}
