import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  WEBHOOK_ATTEMPT_FAILURES,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_WITH_PASSWORD,
  WEBHOOKS,
  webhookAddressRefused,
  webhookErrorStatus,
  webhookHostNotFound,
  webhookPortRefused,
  webhookRedirected,
} from '@portal/shared/webhooks.plain';
import { Webhook } from 'standardwebhooks';
import { checkDestination, type DestinationPolicy, type ResolvedAddress } from '../../ingestion/scrape/destination.ts';
import { readCapped } from '../../ingestion/scrape/read-body.ts';
import { ScrapeError } from '../../ingestion/scrape/scrape.ts';

/**
 * Sends one signed delivery to an owner's endpoint, under the website reader's rules for where the
 * portal may connect (ingestion/scrape/destination.ts): only a public address, resolved once and
 * pinned, so a second DNS answer cannot turn the request into our own network. No redirect is
 * followed (a 3xx is a failed try), and the whole try is bounded in time.
 */

export type SendOptions = DestinationPolicy & { timeoutMs: number };

export type AddressCheck = { ok: true; target: ResolvedAddress } | { ok: false; message: string };

/** The reason the website reader gives for a private address ("a private network"). */
const POINTS_TO = /points to (.+)\.$/;

/** Where a webhook URL may be sent to, or why not, in the owner's words. */
export async function checkWebhookAddress(url: string, policy: DestinationPolicy): Promise<AddressCheck> {
  if (!URL.canParse(url)) return { ok: false, message: WEBHOOK_URL_INVALID };
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { ok: false, message: WEBHOOK_URL_INVALID };
  if (parsed.username || parsed.password) return { ok: false, message: WEBHOOK_URL_WITH_PASSWORD };
  try {
    return { ok: true, target: await checkDestination(parsed, policy) };
  } catch (error) {
    if (!(error instanceof ScrapeError)) throw error;
    if (error.kind === 'dns_failed') return { ok: false, message: webhookHostNotFound(parsed.hostname) };
    if (error.kind === 'blocked_address') {
      const reason = POINTS_TO.exec(error.message)?.[1] ?? 'a private network';
      return { ok: false, message: webhookAddressRefused(reason) };
    }
    const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
    return { ok: false, message: port === 80 || port === 443 ? WEBHOOK_URL_INVALID : webhookPortRefused(port) };
  }
}

export type SendResult = {
  delivered: boolean;
  /** The receiver's HTTP status; null when it gave none. */
  status: number | null;
  /** How long the try took, in whole milliseconds. */
  ms: number;
  /** The first bytes of the answer, as text. */
  body: string | null;
  /** Why the try failed, in the owner's words; null when it arrived. */
  error: string | null;
};

export type Message = { id: string; payload: string; secret: string };

/** A DNS lookup that can only answer the address already checked. */
const pinnedLookup =
  (target: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };

function post(url: URL, target: ResolvedAddress, headers: Record<string, string>, body: string, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers, lookup: pinnedLookup(target), agent: false, signal },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** DNS has its own, longer timeouts: the try's deadline covers it too. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function failureOf(error: unknown, signal: AbortSignal) {
  if (signal.aborted) return WEBHOOK_ATTEMPT_FAILURES.timeout;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'ECONNREFUSED') return WEBHOOK_ATTEMPT_FAILURES.refused;
  if (code.startsWith('ERR_TLS') || code.includes('CERT')) return WEBHOOK_ATTEMPT_FAILURES.certificate;
  return WEBHOOK_ATTEMPT_FAILURES.unreachable;
}

/**
 * One try: the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`
 * made by the `standardwebhooks` library with the endpoint's secret) on a JSON body. The
 * timestamp is the real time of sending, not the portal's business clock: the receiver compares
 * it with its own clock to refuse replays.
 */
export async function sendWebhook(url: string, message: Message, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(options.timeoutMs);
  let checked: AddressCheck;
  try {
    checked = await abortable(checkWebhookAddress(url, options), signal);
  } catch (error) {
    return { delivered: false, status: null, ms: elapsed(), body: null, error: failureOf(error, signal) };
  }
  if (!checked.ok) return { delivered: false, status: null, ms: elapsed(), body: null, error: checked.message };
  const sentAt = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'AIVoiceAgentPlatform-Webhooks/1.0',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.id, sentAt, message.payload),
  };
  try {
    const response = await post(new URL(url), checked.target, headers, message.payload, signal);
    const status = response.statusCode ?? 0;
    const { bytes } = await abortable(readCapped(response, WEBHOOKS.responseBytes), signal);
    const body = bytes.length ? bytes.toString('utf8') : null;
    const delivered = status >= 200 && status <= 299;
    const error = delivered
      ? null
      : status >= 300 && status <= 399
        ? webhookRedirected(status)
        : webhookErrorStatus(status);
    return { delivered, status, ms: elapsed(), body, error };
  } catch (error) {
    return { delivered: false, status: null, ms: elapsed(), body: null, error: failureOf(error, signal) };
  }
}
