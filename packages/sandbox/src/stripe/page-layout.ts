import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Content = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The frame of the emulator's hosted pages: no script, a stylesheet from the emulator. */
export const page = (mount: string, title: string, body: Content) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} (Sandbox Stripe)</title>
        <link rel="stylesheet" href="${mount}/pages.css" />
      </head>
      <body>
        <main>
          <p class="badge">Sandbox Stripe: test mode, no real card is charged</p>
          ${body}
        </main>
      </body>
    </html>`;

/** Card fields, prefilled with Stripe's test card 4242 4242 4242 4242. */
export const cardFields = (error?: string, number = '4242 4242 4242 4242') =>
  html`<fieldset>
    <legend>Card information</legend>
    ${error ? html`<p class="error" role="alert" id="card-error">${error}</p>` : ''}
    <label for="cardNumber">Card number</label>
    <input
      id="cardNumber"
      name="cardNumber"
      inputmode="numeric"
      autocomplete="cc-number"
      required
      value="${number}"
      ${error ? html`aria-describedby="card-error" aria-invalid="true"` : ''}
    />
    <div class="row">
      <div>
        <label for="cardExpiry">Expiration (MM / YY)</label>
        <input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" required value="12 / 34" />
      </div>
      <div>
        <label for="cardCvc">CVC</label>
        <input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" required value="123" />
      </div>
    </div>
    <label for="cardName">Name on card</label>
    <input id="cardName" name="cardName" autocomplete="cc-name" value="Sandbox Customer" />
  </fieldset>`;

/** The card the form describes: digits only, `MM / YY` or `MM/YYYY`. */
export function readCard(form: Record<string, unknown>) {
  const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const [month = '', year = ''] = field('cardExpiry')
    .split('/')
    .map((part) => part.trim());
  const fullYear = Number(year.length === 2 ? `20${year}` : year);
  return {
    number: field('cardNumber').replace(/[\s-]/g, ''),
    expMonth: Number(month),
    expYear: fullYear,
    name: field('cardName').trim() || null,
  };
}

export const dateText = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export const pagesCss = `body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;display:flex;justify-content:center;color:#1a1f36}
main{background:#fff;margin:40px 16px;padding:32px;border-radius:8px;max-width:480px;width:100%;box-shadow:0 1px 3px #0003}
.badge{background:#fff4d6;color:#6b4f00;padding:6px 10px;border-radius:4px;font-size:13px}
h1{font-size:22px}h2{font-size:17px;margin-top:28px}.price{font-size:30px;font-weight:700;margin:4px 0 16px}
fieldset{border:1px solid #e3e8ee;border-radius:6px;padding:12px 16px;margin:16px 0}legend{font-weight:600;padding:0 4px}
label{display:block;margin-top:12px;font-weight:600;font-size:14px}input{width:100%;padding:10px;margin-top:4px;box-sizing:border-box;font-size:16px;border:1px solid #c1c9d2;border-radius:4px}
.row{display:flex;gap:12px}.row>div{flex:1}.error{color:#a4172a;background:#fde8ec;padding:8px;border-radius:4px}.notice{color:#0a5c36;background:#e3f8ec;padding:8px;border-radius:4px}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:20px}button,.button{padding:10px 18px;font-size:15px;border-radius:4px;border:1px solid #c1c9d2;background:#fff;cursor:pointer;color:#1a1f36;text-decoration:none}
button.primary{background:#635bff;color:#fff;border-color:#635bff}button.danger{background:#c0123c;color:#fff;border-color:#c0123c}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e8ee}a{color:#4f46e5}`;
