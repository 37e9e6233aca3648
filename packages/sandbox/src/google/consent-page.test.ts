import { describe, expect, it } from 'vitest';
import { consentCss, consentPage } from './consent-page.ts';

const params = {
  client_id: 'sandbox-client-id',
  redirect_uri: 'http://localhost:3000/api/calendar/google/callback',
  scope: 'openid https://www.googleapis.com/auth/calendar.events <b>x</b>',
  state: 'state-1',
};

const render = async () => String(await consentPage(params, '/sandbox/google'));
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** The declarations of the first rule whose selector list names `selector`. */
const rule = (selector: string) =>
  consentCss.match(new RegExp(`(?:^|[}\\n,])${selector.replace(/[*.[\]]/g, '\\$&')}(?:,[^{]*)?\\{([^}]*)\\}`))?.[1] ??
  '';

describe('the sandbox consent page', () => {
  it('keeps its words, fields and both decisions', async () => {
    const html = await render();
    expect(html).toContain('<label for="email">Google account e-mail</label>');
    expect(html).toContain('<label for="name">Name</label>');
    expect(html).toContain('name="decision" value="deny" formnovalidate>Cancel</button>');
    expect(html).toContain('name="decision" value="allow">Allow</button>');
    expect(html).toContain('<input type="hidden" name="state" value="state-1" />');
  });

  it('has the landmarks a screen reader looks for: one main, one h1', async () => {
    const html = await render();
    expect(count(html, /<main>/g)).toBe(1);
    expect(count(html, /<h1>/g)).toBe(1);
    expect(html).toContain('<html lang="en">');
  });

  it('lists each scope in Google\u2019s words, the scope itself under them by its short name, escaped', async () => {
    const html = await render();
    expect(html).toContain('<span>View and edit events on all your calendars</span>');
    expect(html).toContain('<code title="https://www.googleapis.com/auth/calendar.events">calendar.events</code>');
    // A scope it has no words for is listed as it came.
    expect(html).toContain('<code title="&lt;b&gt;x&lt;/b&gt;">&lt;b&gt;x&lt;/b&gt;</code>');
    expect(html).not.toContain('<b>x</b>');
  });

  it('writes in the Inter the portal serves on its own origin, loaded with the page', async () => {
    expect(await render()).toMatch(
      /<link\s+rel="preload"\s+href="\/dev\/inter.woff2"\s+as="font"\s+type="font\/woff2"\s+crossorigin/,
    );
    expect(rule('@font-face')).toContain('src:url(/dev/inter.woff2) format("woff2")');
    expect(rule('@font-face')).toContain('font-display:optional');
    expect(rule('body')).toMatch(/^font-family:"Inter Variable",/);
  });

  it('fits a phone: viewport set, padding inside a card of bounded width, long scopes wrapping', async () => {
    expect(await render()).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    expect(rule('*')).toContain('box-sizing:border-box');
    expect(rule('main')).toMatch(/max-width:\d+px/);
    expect(rule('main')).toMatch(/padding:/);
    expect(rule('main')).not.toMatch(/(^|;)width:100%/);
    expect(rule('code')).toContain('overflow-wrap:anywhere');
    expect(rule('.actions')).toContain('flex-wrap:wrap');
  });
});
