import type { AssistantBody, ServerConfig, ToolBody } from './vapi-types.ts';

type Server = ServerConfig & { url: string };

export class DeliveryRefused extends Error {}

export type Deliver = (server: ServerConfig | undefined, body: unknown) => Promise<unknown>;

/**
 * Posts server messages to a server URL with its headers, as Vapi does, but only to the portal's
 * own webhook: anyone who can reach the emulator can create an assistant, and the emulator must
 * not become a way to make this server call an internal address and read the answer.
 */
export function createDelivery(allowedUrls: readonly string[]): Deliver {
  return async (server, body) => {
    const url = server?.url;
    if (!url) return undefined;
    if (!allowedUrls.some((allowed) => sameEndpoint(url, allowed))) {
      throw new DeliveryRefused(`The sandbox delivers server messages to the portal's webhook only, not to ${url}.`);
    }
    return post({ ...server, url }, body);
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
  // Vapi reads the answer of a 2xx only: "any other status code is ignored completely".
  if (!response.ok) return undefined;
  return response.headers.get('content-type')?.includes('json') ? response.json() : undefined;
}

/** The assistant's function tool of that name; a bare definition when it has none (a script may name any tool). */
export function functionTool(assistant: AssistantBody, name: string): ToolBody {
  const own = assistant.model?.tools?.find((tool) => tool.type === 'function' && tool.function?.name === name);
  return own ?? { type: 'function', function: { name } };
}

/** A function tool's own server wins over the assistant's (Vapi's URL precedence). */
export const toolServer = (assistant: AssistantBody, tool: ToolBody): ServerConfig | undefined =>
  tool.server?.url ? tool.server : assistant.server;
