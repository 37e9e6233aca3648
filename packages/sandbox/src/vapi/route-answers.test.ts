import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { fullAssistantBody, ORIGIN } from './testing.ts';
import { createVapiEmulator, VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/**
 * Every answer of every Vapi route the emulator serves, held to Vapi's published schema: a 2xx is
 * the object Vapi's document gives for that route, anything else NestJS's error envelope. A route
 * added to the emulator fails this test until it is listed below with its schema and called.
 */

type Expected = { schema: string; list?: true } | { noSuccess: string };

const ANSWER_OF_ROUTE: Record<string, Expected> = {
  'POST /assistant': { schema: 'Assistant' },
  'GET /assistant': { schema: 'Assistant', list: true },
  'GET /assistant/:id': { schema: 'Assistant' },
  'PATCH /assistant/:id': { schema: 'Assistant' },
  'DELETE /assistant/:id': { schema: 'Assistant' },
  'POST /phone-number': { schema: 'TelnyxPhoneNumber' },
  'GET /phone-number': { schema: 'TelnyxPhoneNumber', list: true },
  'GET /phone-number/:id': { schema: 'TelnyxPhoneNumber' },
  'PATCH /phone-number/:id': { schema: 'TelnyxPhoneNumber' },
  'DELETE /phone-number/:id': { schema: 'TelnyxPhoneNumber' },
  'POST /file': { schema: 'File' },
  'GET /file': { schema: 'File', list: true },
  'GET /file/:id': { schema: 'File' },
  'DELETE /file/:id': { schema: 'File' },
  'POST /tool': { schema: 'QueryTool' },
  'GET /tool': { schema: 'QueryTool', list: true },
  'GET /tool/:id': { schema: 'QueryTool' },
  'DELETE /tool/:id': { schema: 'QueryTool' },
  'POST /call': { schema: 'Call' },
  // Also carries webCallUrl, which the web SDK reads and the published Call does not list.
  'POST /call/web': { schema: 'Call' },
  'GET /call': { schema: 'Call', list: true },
  'GET /call/:id': { schema: 'Call' },
  'GET /call/:id/mono-recording': { noSuccess: 'the sandbox has no audio, so no call has a recording' },
  'DELETE /call/:id': { schema: 'Call' },
  'POST /chat': { schema: 'Chat' },
};

/** The sandbox's own routes, which Vapi does not have: the overview, fault admin, the web-call room and the scripted call. */
const isSandboxRoute = (path: string) =>
  path === '/' || path === '/*' || path.startsWith('/_admin/') || path.startsWith('/web-call/');

type Exchange = { route: string; status: number; body: unknown };

const specificity = (path: string) => path.split('/').filter((part) => part && !part.startsWith(':')).length;

function emulatorUnderTest() {
  const emulator = createVapiEmulator();
  const app = new Hono().route(VAPI_SANDBOX_MOUNT, emulator.app);
  const routes = [
    ...new Set(
      emulator.app.routes
        .filter((route) => route.method !== 'ALL' && !isSandboxRoute(route.path))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ];
  const exchanges: Exchange[] = [];

  const routeOf = (method: string, path: string) => {
    const pathOnly = path.split('?')[0]!;
    const matching = routes.filter((route) => {
      const [routeMethod, pattern] = route.split(' ') as [string, string];
      return routeMethod === method && new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(pathOnly);
    });
    return matching.sort((a, b) => specificity(b) - specificity(a))[0] ?? `${method} ${pathOnly} (no route)`;
  };

  async function send<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
    const isForm = body instanceof FormData;
    const response = await app.request(`${ORIGIN}${VAPI_SANDBOX_MOUNT}${path}`, {
      method,
      headers: { authorization: 'Bearer sk-test', ...(isForm ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const answer = { status: response.status, body: (await response.json()) as T };
    exchanges.push({ route: routeOf(method, path), ...answer });
    return answer;
  }

  return { routes, exchanges, send };
}

const isNestError = (status: number, body: unknown) => {
  const { message, error, statusCode, ...rest } = body as Record<string, unknown>;
  const messageOk =
    typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'));
  return messageOk && typeof error === 'string' && statusCode === status && Object.keys(rest).length === 0;
};

/** Why an answer is not what Vapi's document gives for its route; empty when it is. */
function answerErrors({ route, status, body }: Exchange): string[] {
  const expected = ANSWER_OF_ROUTE[route];
  if (!expected) return [`${route} is not listed in ANSWER_OF_ROUTE`];
  if (status < 200 || status >= 300) {
    return isNestError(status, body) ? [] : [`${route} ${status}: not NestJS's error envelope`];
  }
  if ('noSuccess' in expected) return [`${route} answered ${status}, yet ${expected.noSuccess}`];
  const { webCallUrl, ...rest } = body as Record<string, unknown>;
  if (route === 'POST /call/web' && typeof webCallUrl !== 'string') return [`${route}: no webCallUrl`];
  const value = route === 'POST /call/web' ? rest : body;
  const items = expected.list ? (Array.isArray(value) ? value : [value]) : [value];
  if (expected.list && !Array.isArray(value)) return [`${route}: not a list`];
  return items.flatMap((item) => vapiSchemaErrors(expected.schema, item).map((error) => `${route}: ${error}`));
}

describe("every answer of every Vapi route the emulator serves, against Vapi's schema", () => {
  it('assistants, numbers, files, query tools, calls and chats, their errors included', async () => {
    const { routes, exchanges, send } = emulatorUnderTest();

    const assistant = await send<{ id: string }>('POST', '/assistant', fullAssistantBody());
    const assistantId = assistant.body.id;
    await send('GET', '/assistant?limit=10');
    await send('GET', `/assistant/${assistantId}`);
    await send('PATCH', `/assistant/${assistantId}`, { name: 'Acme Dental North' });
    await send('POST', '/assistant', { ...fullAssistantBody(), colour: 'blue' });
    await send('GET', '/assistant/no-such-assistant');

    const number = await send<{ id: string }>('POST', '/phone-number', {
      provider: 'telnyx',
      number: '+15125550123',
      credentialId: 'cred-telnyx-1',
      assistantId,
    });
    const numberId = number.body.id;
    await send('GET', '/phone-number');
    await send('GET', `/phone-number/${numberId}`);
    // Vapi takes the stored number's provider when an update names none.
    expect((await send('PATCH', `/phone-number/${numberId}`, { name: 'Front desk' })).status).toBe(200);
    await send('PATCH', `/phone-number/${numberId}`, { provider: 'telnyx', assistantId: null });
    await send('PATCH', `/phone-number/${numberId}`, { twilioAccountSid: 'AC123' });

    const form = new FormData();
    form.append('file', new File(['Parking is free in the Elm Street garage.'], 'faq.md', { type: 'text/markdown' }));
    form.append('purpose', 'knowledge-base-v2');
    const file = await send<{ id: string }>('POST', '/file', form);
    await send('GET', '/file?purpose=knowledge-base-v2');
    await send('GET', '/file');
    await send('GET', `/file/${file.body.id}`);
    const tool = await send<{ id: string }>('POST', '/tool', {
      type: 'query',
      knowledgeBases: [
        { provider: 'google', name: 'faq', description: 'Questions callers ask', fileIds: [file.body.id] },
      ],
    });
    await send('GET', '/tool');
    await send('GET', `/tool/${tool.body.id}`);

    const call = await send<{ id: string }>('POST', '/call', { assistantId, transport: { provider: 'daily' } });
    await send('POST', '/call/web', { assistantId });
    await send('POST', '/call', { assistantId, customer: { number: '+15125550100' } });
    await send('GET', '/call?limit=5');
    await send('GET', `/call/${call.body.id}`);
    await send('GET', `/call/${call.body.id}/mono-recording`);

    await send('POST', '/chat', { assistantId, input: 'Are you open on Monday?' });
    await send('POST', '/chat', { input: 'Hello' });

    await send('DELETE', `/call/${call.body.id}`);
    expect((await send('GET', `/call/${call.body.id}`)).status).toBe(404);
    await send('DELETE', `/tool/${tool.body.id}`);
    await send('DELETE', `/file/${file.body.id}`);
    await send('DELETE', `/phone-number/${numberId}`);
    await send('DELETE', `/assistant/${assistantId}`);

    expect(routes.filter((route) => !ANSWER_OF_ROUTE[route])).toEqual([]);
    const succeeded = new Set(exchanges.filter(({ status }) => status < 300).map(({ route }) => route));
    const withSuccess = Object.keys(ANSWER_OF_ROUTE).filter((route) => !('noSuccess' in ANSWER_OF_ROUTE[route]!));
    expect(withSuccess.filter((route) => !succeeded.has(route))).toEqual([]);
    expect(exchanges.some(({ status }) => status >= 400)).toBe(true);
    expect(exchanges.flatMap(answerErrors)).toEqual([]);
  });
});
