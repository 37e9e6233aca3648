import { html } from 'hono/html';

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
        <link rel="stylesheet" href="${mount}/consent.css" />
      </head>
      <body>
        <main>
          <p class="badge">Sandbox Google: no real Google account is used</p>
          <h1>Sign in with Google</h1>
          <p>An application wants to access your Google Account. It asks for:</p>
          <ul>
            ${scopes.map((scope) => html`<li><code>${scope}</code></li>`)}
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
 * up to 480 px (a scope's URL on one line), with its padding inside that width; on a phone the
 * scopes (long URLs) wrap anywhere.
 */
export const consentCss = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{font-family:system-ui,sans-serif;line-height:1.5;color:#202124;background:#f1f3f4;margin:0;padding:16px 12px}
main{background:#fff;margin:0 auto;padding:20px 16px;border-radius:8px;max-width:480px;box-shadow:0 1px 3px #0003;overflow-wrap:anywhere}
h1{font-size:24px;line-height:1.25;margin:16px 0 8px}
ul{padding-left:20px;margin:8px 0 16px}li{margin:4px 0}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;overflow-wrap:anywhere;word-break:break-word}
.badge{background:#fef7e0;color:#7a5b00;padding:6px 10px;border-radius:4px;font-size:13px;margin:0}
label{display:block;margin-top:16px;font-weight:600}
input[type=email],input[type=text]{width:100%;max-width:100%;padding:10px;margin-top:6px;font:inherit;font-size:16px;color:inherit;border:1px solid #80868b;border-radius:4px}
.actions{display:flex;flex-wrap:wrap;gap:12px;justify-content:flex-end;margin-top:24px}
button{min-height:44px;padding:10px 20px;font:inherit;font-size:15px;border-radius:4px;border:1px solid #80868b;background:#fff;color:#202124;cursor:pointer}
button[value=allow]{background:#1967d2;color:#fff;border-color:#1967d2}
@media (min-width:600px){body{padding:48px 16px}main{padding:32px}}`;
