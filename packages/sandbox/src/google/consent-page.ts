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

export const consentCss = `body{font-family:system-ui,sans-serif;background:#f1f3f4;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:32px;border-radius:8px;max-width:420px;width:100%;box-shadow:0 1px 3px #0003}
.badge{background:#fef7e0;color:#7a5b00;padding:6px 10px;border-radius:4px;font-size:13px}
label{display:block;margin-top:16px;font-weight:600}input[type=email],input[type=text]{width:100%;padding:10px;margin-top:6px;box-sizing:border-box;font-size:16px}
.actions{display:flex;gap:12px;justify-content:flex-end;margin-top:24px}button{padding:10px 20px;font-size:15px;border-radius:4px;border:1px solid #dadce0;background:#fff;cursor:pointer}
button[value=allow]{background:#1a73e8;color:#fff;border-color:#1a73e8}`;
