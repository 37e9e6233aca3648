import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP without inline script, no COEP (it would break cross-origin audio), HSTS of a year in
 * production only (a local http origin must not be pinned to https).
 */
export function securityHeaders(isProduction: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
