import { consentFormFields } from './google-consent.ts';

/**
 * Walks the sandbox Google consent page for an authorization URL as a browser would: loads the
 * page, submits the form with the given decision and e-mail, and returns where Google redirects.
 * `origin` replaces the URL's origin (the browser-facing PUBLIC_URL) with one the test can reach.
 */
export async function consentTo(
  authorizationUrl: string,
  options: { origin: string; email?: string; allow?: boolean },
) {
  const url = new URL(authorizationUrl);
  const page = await fetch(`${options.origin}${url.pathname}${url.search}`);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const fields = consentFormFields(await page.text());
  fields.set('decision', options.allow === false ? 'deny' : 'allow');
  fields.set('email', options.email ?? 'calendar.owner@gmail.com');
  const answer = await fetch(`${options.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`consent answered ${answer.status}`);
  const target = new URL(location);
  return {
    target,
    code: target.searchParams.get('code'),
    state: target.searchParams.get('state'),
    error: target.searchParams.get('error'),
  };
}
