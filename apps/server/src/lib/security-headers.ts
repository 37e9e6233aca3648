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
 * beyond our own is Daily's, and only when real web calls are configured (decision 0071).
 */
export function securityHeaders({ isProduction, realWebCalls }: SecurityHeaderOptions) {
  return secureHeaders({
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
    strictTransportSecurity: isProduction ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
    xFrameOptions: 'DENY',
  });
}
