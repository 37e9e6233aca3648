import { html } from 'hono/html';
import { portalFontFace, portalFontPreload } from '../portal-font.ts';

export type ConsentParams = {
  client_id: string;
  redirect_uri: string;
  scope: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  login_hint?: string;
  access_type?: string;
  prompt?: string;
  include_granted_scopes?: string;
  nonce?: string;
};

const DEFAULT_SANDBOX_EMAIL = 'sandbox.user@gmail.com';

/** What each scope the portal asks for allows, in words like those of Google's consent screen. */
const SCOPE_WORDS: Record<string, string> = {
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: 'See your personal info, including any personal info you’ve made publicly available',
  'https://www.googleapis.com/auth/calendar': 'See, edit, share, and permanently delete all your calendars',
  'https://www.googleapis.com/auth/calendar.readonly': 'See and download any calendar you can access',
  'https://www.googleapis.com/auth/calendar.events': 'View and edit events on all your calendars',
  'https://www.googleapis.com/auth/calendar.freebusy': 'View your availability in your calendars',
};

const GOOGLE_SCOPE_PREFIX = 'https://www.googleapis.com/auth/';

/**
 * A scope in words, with the scope itself under them in small code: a Google API scope by its
 * short name (calendar.events), the whole URL in its tooltip, so it never breaks across lines.
 */
function scopeItem(scope: string) {
  const words = SCOPE_WORDS[scope];
  const short = scope.startsWith(GOOGLE_SCOPE_PREFIX) ? scope.slice(GOOGLE_SCOPE_PREFIX.length) : scope;
  return html`<li>${words ? html`<span>${words}</span>` : ''}<code title="${scope}">${short}</code></li>`;
}

/** The sandbox stand-in for Google's consent screen: no script, one form, Allow or Cancel. */
export function consentPage(params: ConsentParams, mount: string) {
  const scopes = params.scope.split(/\s+/).filter(Boolean);
  const hidden = Object.entries(params).filter(([, value]) => value !== undefined);
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sign in with Google (Sandbox)</title>
        ${portalFontPreload}
        <link rel="stylesheet" href="${mount}/consent.css" />
      </head>
      <body>
        <main>
          <p class="badge">Sandbox Google: no real Google account is used</p>
          <h1>Sign in with Google</h1>
          <p class="lead">An application wants to access your Google Account and asks for:</p>
          <ul>
            ${scopes.map(scopeItem)}
          </ul>
          <form method="post" action="${mount}/o/oauth2/v2/auth">
            ${hidden.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
            <label for="email">Google account e-mail</label>
            <input
              id="email"
              name="email"
              type="email"
              required
              value="${params.login_hint ?? DEFAULT_SANDBOX_EMAIL}"
            />
            <label for="name">Name</label>
            <input id="name" name="name" type="text" value="Sandbox User" />
            <div class="actions">
              <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
              <button type="submit" name="decision" value="allow">Allow</button>
            </div>
          </form>
        </main>
      </body>
    </html>`;
}

/**
 * Fits a phone (390 px) as well as a desktop: the card takes the window's width less a margin,
 * up to 480 px, with its padding inside that width; a long scope wraps anywhere rather than widen
 * the page. In the portal's look: its type (the Inter the portal ships, else the platform's
 * own interface face, Arial before the generic families), its greys and blue, a white card with
 * the thin border of its cards, 36 px fields and buttons with its 8 px corners.
 */
export const consentCss = `${portalFontFace}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{font-family:"Inter Variable",Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,system-ui,sans-serif;font-size:16px;line-height:1.55;color:#212529;background:#f8f9fa;margin:0;padding:16px 12px;font-variant-ligatures:no-contextual}
main{background:#fff;margin:0 auto;padding:20px 16px;border:1px solid #dee2e6;border-radius:8px;max-width:480px;overflow-wrap:anywhere}
.badge{display:inline-block;background:#ffec99;color:#212529;padding:2px 10px;border-radius:999px;font-size:12px;font-weight:700;margin:0}
h1{font-size:22px;font-weight:650;line-height:1.25;margin:12px 0 4px}
.lead{margin:0;color:#495057;font-size:14px;text-wrap:pretty}
ul{list-style:none;padding:0;margin:12px 0 4px;border:1px solid #e9ecef;border-radius:8px}
li{display:flex;flex-direction:column;gap:2px;padding:10px 12px;font-size:14px;line-height:1.4}li+li{border-top:1px solid #e9ecef}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:12px;color:#495057;overflow-wrap:anywhere;word-break:break-word}
label{display:block;margin-top:16px;font-size:14px;font-weight:500}
input[type=email],input[type=text]{display:block;width:100%;max-width:100%;height:40px;padding:0 12px;margin-top:4px;font:inherit;font-size:16px;color:inherit;background:#fff;border:1px solid #ced4da;border-radius:8px}
input:focus{outline:none;border-color:#1971c2;box-shadow:0 0 0 1px #1971c2}
.actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end;margin-top:24px}
button{min-height:44px;padding:0 18px;font:inherit;font-size:14px;font-weight:600;border-radius:8px;border:1px solid #ced4da;background:#fff;color:#212529;cursor:pointer}
button:hover{background:#f8f9fa}button:focus-visible{outline:2px solid #1971c2;outline-offset:2px}
button[value=allow]{background:#1971c2;color:#fff;border-color:#1971c2}button[value=allow]:hover{background:#1864ab}
@media (min-width:600px){body{padding:56px 16px}main{padding:32px}h1{font-size:24px}button{min-height:36px}}`;
