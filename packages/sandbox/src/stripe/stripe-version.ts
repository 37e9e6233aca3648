/**
 * The API version the emulator speaks: that of the `stripe` package in package-lock.json (its
 * types describe this version only). Events carry it as `api_version`.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';
