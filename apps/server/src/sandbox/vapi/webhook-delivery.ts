import type { AssistantBody } from './assistant-schema.ts';

type Server = { url: string; headers?: Record<string, string>; timeoutSeconds?: number };

/** Posts a server message to a server URL with its headers, as Vapi does (vendor-apis 1.5). */
export async function deliver(server: Server | undefined, body: unknown): Promise<unknown> {
  if (!server?.url) return undefined;
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
