import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Country domains that businesses everywhere use for their look, not their country. */
const GENERIC_TLDS = new Set(['ai', 'cc', 'co', 'fm', 'gg', 'io', 'ly', 'me', 'tv', 'to', 'ws']);

/** The country a site's local numbers belong to: its country domain (.ca, .co.uk), else the US. */
export function phoneRegion(pageUrl: string): CountryCode {
  const tld = URL.parse(pageUrl)?.hostname.split('.').at(-1)?.toUpperCase() ?? '';
  const region = tld === 'UK' ? 'GB' : tld;
  return region.length === 2 && !GENERIC_TLDS.has(tld.toLowerCase()) && isSupportedCountry(region) ? region : 'US';
}

/** E.164 when the number can be read; as written (tidied) when it is at least long enough to be one. */
export function normalisePhone(raw: string, region: CountryCode): string | null {
  let text = raw.trim().replace(/^tel:/i, '');
  try {
    text = decodeURIComponent(text);
  } catch {
    // A stray % in a tel: link: read it as written.
  }
  text = text.replace(/\s+/g, ' ').trim();
  const parsed = parsePhoneNumberFromString(text, region);
  if (parsed?.isPossible()) return parsed.number;
  return (text.match(/\d/g)?.length ?? 0) >= 7 ? text : null;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

/** `mailto:Hello@Site.com?subject=...` -> `hello@site.com`; null when it is not an address. */
export function normaliseEmail(raw: string): string | null {
  let text = raw
    .trim()
    .replace(/^mailto:/i, '')
    .split('?')[0]!;
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const address = text.split(',')[0]!.trim().toLowerCase();
  return EMAIL.test(address) ? address : null;
}
