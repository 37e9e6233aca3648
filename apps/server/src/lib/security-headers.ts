import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Where daily-js (under `@vapi-ai/web`) loads its call engine from when eval is avoided. */
export const DAILY_CALL_ENGINE_ORIGIN = 'https://c.daily.co';

type SecurityHeaderOptions = {
  isProduction: boolean;
  /** The real web call client is in use (VAPI_PUBLIC_KEY set): allow its call engine script. */
  realWebCalls: boolean;
};

/**
 * CSP without inline script, no COEP (it would break cross-origin audio), HSTS of a year in
 * production only (a local http origin must not be pinned to https). The one script origin
 * beyond our own is Daily's, and only when real web calls are configured (decision 0020).
 */
export function securityHeaders({ isProduction, realWebCalls }: SecurityHeaderOptions): MiddlewareHandler {
  const strictTransportSecurity = isProduction ? 'max-age=31536000; includeSubDomains' : false;
  const forDocuments = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: realWebCalls ? ["'self'", DAILY_CALL_ENGINE_ORIGIN] : ["'self'"],
      // Mantine writes style attributes and a few <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'", 'https:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
    xFrameOptions: 'DENY',
  });
  // A built script or stylesheet is never a document: the policies that govern documents (CSP,
  // framing, permissions, opener) do nothing on it, and a page loads dozens of them, each paying
  // about 700 bytes for those headers on a phone's slow line. Kept: what a subresource obeys.
  const forBuiltAssets = secureHeaders({
    strictTransportSecurity,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (c, next) => (c.req.path.startsWith(BUILT_ASSETS_PATH) ? forBuiltAssets(c, next) : forDocuments(c, next));
}

/** Where the web build's hashed scripts and stylesheets are served. */
export const BUILT_ASSETS_PATH = '/assets/';
