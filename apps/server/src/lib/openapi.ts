import { createRoute, OpenAPIHono, z, type Hook, type RouteConfig } from '@hono/zod-openapi';
import { apiErrorSchema } from '@portal/shared/api';
import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_EVENT_LABELS, webhookPayloadSchema } from '@portal/shared/webhooks';
import { API_KEY_PREFIX, apiKeyReaches } from '@portal/shared/api-keys.plain';
import type { SessionVariables } from '../auth/session.ts';
import type { KeptAnswerVariables } from './owner-answers.ts';
import { AppError } from './errors.ts';
import type { RequestVariables } from './request-context.ts';

export type ApiEnv = { Variables: RequestVariables & SessionVariables & KeptAnswerVariables };

/** Validation failures name the field and say what is wrong, in our error format. */
export const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result) => {
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : issue?.message;
  throw new AppError('VALIDATION_FAILED', field ? `${field}: ${message}` : (message ?? 'Invalid request.'));
};

/** A router for one API module, behind the session middleware. */
export const createRouter = () => new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

export const jsonContent = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

/** A file sent as the `file` field of a multipart form, described for the API document. */
export const fileUpload = (description: string) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: { file: { type: 'string' as const, format: 'binary', description } },
        required: ['file'],
      },
    },
  },
});

/** An image sent as the `file` field of a multipart form (PNG, JPEG, GIF or WEBP, at most 2 MB). */
export const imageUpload = fileUpload('PNG, JPEG, GIF or WEBP, at most 2 MB');

/**
 * A record's id in a path. Documented as the UUID it always is; anything else names no record and
 * is answered 404 like someone else's record, so a mistyped address reads the same as a gone one.
 */
export const recordIdParam = (description: string) =>
  z.object({ id: z.string().max(64).openapi({ format: 'uuid', description }) });

/** The session cookie the sign-in sets; behind HTTPS it carries the `__Secure-` prefix. */
export const SESSION_SCHEME = 'session';
/** An API key the owner created, sent as `Authorization: Bearer <key>`. */
export const API_KEY_SCHEME = 'apiKey';

/** The document's frame: where the API lives and how a caller proves who they are. */
export const API_DOCUMENT: Parameters<OpenAPIHono['getOpenAPI31Document']>[0] = {
  openapi: '3.1.0',
  info: {
    title: 'AI Voice Agent Platform API',
    version: '1.0.0',
    description:
      'The API behind the portal. Every operation except the health check answers only a signed-in ' +
      'owner, and only with that owner’s own data. Scripts and other tools call it with an API key ' +
      'the owner created in the portal (`Authorization: Bearer vap_...`); a read-only key only reads, ' +
      'and no key reaches sign-in, account settings, API keys, billing or webhook endpoints. ' +
      'Sign-in, sign-up and sign-out are served under /api/auth by the authentication library and ' +
      'are not described here. Mutations from a browser must come from the portal’s own origin and, ' +
      'except uploads, carry JSON. Every error has the same shape: a `code` to branch on and a ' +
      '`message` written for the user.',
  },
  servers: [{ url: '/api', description: 'This portal' }],
};

/** What the API serves beside its operations: the document itself and its readable reference. */
export const API_PAGES = {
  '/openapi.json': { get: {} },
  '/docs': { get: {} },
  '/docs/assets/{name}': { get: {} },
};

/** Operations grouped by what they are about, by the first segment of their path. */
const TAGS = [
  { prefix: '/agents', name: 'Agents', description: 'The phone agents, and each card of their configuration.' },
  { prefix: '/cockpit', name: 'Cockpit', description: 'Home: which agents answer calls, what to do next, and alerts.' },
  { prefix: '/phone-numbers', name: 'Phone numbers', description: 'Buying, assigning and releasing numbers.' },
  { prefix: '/calendar', name: 'Calendar', description: 'The Google Calendar the agents book into.' },
  { prefix: '/calls', name: 'Calls', description: 'Calls the agents took: transcripts, summaries, recordings.' },
  {
    prefix: '/blocked-callers',
    name: 'Blocked callers',
    description: 'Numbers whose calls are refused before any agent answers.',
  },
  {
    prefix: '/callers',
    name: 'Callers',
    description: 'Everyone who has called, their appointments and the owner’s note about them.',
  },
  {
    prefix: '/texting',
    name: 'Texting',
    description: 'US business texting: registering the business and its numbers (10DLC).',
  },
  {
    prefix: '/texts',
    name: 'Texts',
    description: 'The texts agents sent and held back, and callers’ replies, by call or by caller.',
  },
  { prefix: '/analytics', name: 'Analytics', description: 'Call figures by period: per day, outcomes, busiest hours.' },
  { prefix: '/ai', name: 'AI helpers', description: 'Rewriting text and reading a website for the agent.' },
  { prefix: '/account', name: 'Account', description: 'The owner’s profile.' },
  {
    prefix: '/api-keys',
    name: 'API keys',
    description: 'The keys scripts and other tools call this API with: created and revoked by the signed-in owner.',
  },
  {
    prefix: '/webhook-endpoints',
    name: 'Webhook endpoints',
    description:
      'Where the owner’s events are sent (signed, Standard Webhooks), each endpoint’s secret and its delivery log. The events themselves are under `webhooks`.',
  },
  { prefix: '/subscription', name: 'Subscription', description: 'The plan, its usage and billing.' },
  { prefix: '/billing', name: 'Billing', description: 'Stripe Checkout for a plan, and the Stripe customer portal.' },
  {
    prefix: '/webhooks',
    name: 'Webhooks',
    description:
      'Called by the voice platform during and after calls, by Stripe with billing events, and by Telnyx with texts.',
  },
  { prefix: '/health', name: 'Health', description: 'For load balancers and uptime checks.' },
];

type ApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

/** The tag of the events the portal sends to the owner's endpoints (the document's `webhooks`). */
const EVENTS_TAG = {
  name: 'Webhook events',
  description:
    'What the portal sends to the owner’s webhook endpoints: a POST of `{ type, timestamp, data }`, signed as Standard Webhooks specifies (`webhook-id`, `webhook-timestamp`, `webhook-signature`).',
};

const signedHeaders = z.object({
  'webhook-id': z.string().openapi({ description: 'The event’s id: the same on every try and on a resend.' }),
  'webhook-timestamp': z.string().openapi({ description: 'When this try was sent, in seconds since 1970 (UTC).' }),
  'webhook-signature': z
    .string()
    .openapi({ description: '`v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<body>` with the endpoint’s secret.' }),
});

/**
 * The events the portal sends to the owner's webhook endpoints, as OpenAPI 3.1 `webhooks`: one
 * operation per event type, its body the event's shared schema. They are generated by a document
 * of their own and joined to the API's, with their schemas.
 */
function withWebhookEvents(document: ApiDocument): ApiDocument {
  const events = new OpenAPIHono();
  for (const type of WEBHOOK_DELIVERY_EVENT_TYPES) {
    const name = `${type.replace(/(^|[._])(\w)/g, (_, __, letter: string) => letter.toUpperCase())}Event`;
    events.openAPIRegistry.registerWebhook({
      method: 'post',
      path: type,
      summary: WEBHOOK_EVENT_LABELS[type].title,
      description: WEBHOOK_EVENT_LABELS[type].description,
      tags: [EVENTS_TAG.name],
      request: { headers: signedHeaders, body: jsonBody(webhookPayloadSchema(type).meta({ id: name })) },
      responses: {
        200: {
          description:
            'Any 2xx answer within 10 seconds is a delivery. Anything else (a redirect included) is tried again for 24 hours.',
        },
      },
    });
  }
  const generated = events.getOpenAPI31Document({ openapi: '3.1.0', info: { title: '', version: '' } });
  const schemas = { ...document.components?.schemas, ...generated.components?.schemas };
  return { ...document, webhooks: generated.webhooks, components: { ...document.components, schemas } };
}

/**
 * The generated document with its operations grouped under tags, in the order above, and the
 * events sent to the owner's webhook endpoints under a tag of their own.
 */
export function withTags(document: ApiDocument): ApiDocument {
  const tagOf = (path: string) => TAGS.find((tag) => path === tag.prefix || path.startsWith(`${tag.prefix}/`));
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const tag = tagOf(path);
    if (!tag) continue;
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === 'object' && 'responses' in operation) operation.tags = [tag.name];
    }
  }
  const tags = [...TAGS.map(({ name, description }) => ({ name, description })), EVENTS_TAG];
  return withWebhookEvents({ ...document, tags });
}

export function describeSecurity(api: OpenAPIHono) {
  api.openAPIRegistry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session cookie set by signing in (named `__Secure-better-auth.session_token` when the portal is served over HTTPS).',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', API_KEY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      `An API key the owner created in the portal (it starts with \`${API_KEY_PREFIX}\`), sent as ` +
      '`Authorization: Bearer <key>`. The request acts for the key’s owner. A read-only key only reads ' +
      '(GET); a read and write key may also change. Operations without this scheme (account ' +
      'settings, API keys, billing, webhook endpoints) refuse a key with 403. Given with a session ' +
      'cookie, the key is what counts.',
  });
}

/** What an operation that no API key reaches answers a request made with one. */
const KEY_REFUSED = 'An API key cannot reach this operation; sign in to the portal instead.';

/**
 * Marks the operations an API key reaches as taking one beside the session (`security` lists
 * either), and gives those it does not reach their 403. Done on the whole document, where each
 * operation's full path is known (a module's router only knows its part of it).
 */
export function withApiKeys(document: ApiDocument): ApiDocument {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const security = operation.security;
      if (security?.length !== 1 || !security[0]?.[SESSION_SCHEME]) continue;
      if (apiKeyReaches(method, path)) operation.security = [...security, { [API_KEY_SCHEME]: [] }];
      else operation.responses = { ...operation.responses, 403: operation.responses[403] ?? errorContent(KEY_REFUSED) };
    }
  }
  return document;
}

const errorSchema = apiErrorSchema.meta({ id: 'Error' });
export const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

/** Answers the layers in front of every operation can give, whoever calls it. */
export const TOO_LARGE = errorContent('The request body is too large.');
export const SERVER_FAILURE = errorContent('Something went wrong on our side. Please try again.');

/** Answers an operation may give beyond the ones every signed-in operation can give. */
export type OperationErrors = Partial<Record<409 | 413 | 429 | 502 | 503, string>>;

const MUTATIONS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * An operation of the signed-in API, documented with every answer the layers in front of it can
 * give: a bad request or no session on any of them; a foreign origin, an oversized or non-JSON
 * body on a mutation; not found where a path names a record; and the server's own failure.
 */
export function signedInRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(
  config: R,
  errors: OperationErrors = {},
) {
  const mutation = MUTATIONS.has(config.method);
  const responses = {
    400: errorContent('The request is invalid; the message names the field.'),
    401: errorContent('Not signed in, the session has ended, or the API key is not valid.'),
    ...(mutation
      ? {
          403: errorContent(
            'Sent from another site (the Origin or Sec-Fetch-Site header is not this portal’s), made with a read-only API key, or not open to API keys.',
          ),
          413: TOO_LARGE,
          415: errorContent('The body is not JSON (uploads: multipart, from this portal only).'),
        }
      : {}),
    ...(config.request?.params ? { 404: errorContent('Not found, or not the caller’s.') } : {}),
    ...Object.fromEntries(Object.entries(errors).map(([status, description]) => [status, errorContent(description)])),
    500: SERVER_FAILURE,
    ...config.responses,
  };
  return createRoute({ ...config, security: [{ [SESSION_SCHEME]: [] }], responses }) as ReturnType<
    typeof createRoute<P, R>
  >;
}
