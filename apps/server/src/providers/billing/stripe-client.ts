import Stripe from 'stripe';

export type StripeClientOptions = {
  secretKey: string;
  /**
   * Omitted for api.stripe.com; the emulator's root otherwise, e.g.
   * `http://127.0.0.1:3000/sandbox/stripe`. The SDK takes a host and port but always requests
   * `/v1/…` at the root, so a path of the base URL is put in front of every request.
   */
  baseUrl?: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
};

/** An HTTP client of the SDK's own that puts a path in front of each request's. */
function underPath(prefix: string): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient();
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: (host, port, path, ...rest) => inner.makeRequest(host, port, `${prefix}${path}`, ...rest),
  };
}

/** The official `stripe` client, for Stripe itself or for the emulator at `baseUrl`. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  const settings = { timeout: options.timeoutMs ?? 20_000, maxNetworkRetries: options.maxNetworkRetries ?? 2 };
  if (!options.baseUrl) return new Stripe(options.secretKey, settings);
  const url = new URL(options.baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    ...settings,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: underPath(url.pathname.replace(/\/+$/, '')),
  });
}
