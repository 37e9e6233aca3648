import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { HELP_KEYWORDS, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from '@portal/shared/texts.plain';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { DeliveryAttempt } from './message-delivery.ts';
import type { DeliveryStatus } from './messaging-records.ts';
import type { Conversation } from './messaging-state.ts';
import type { TextLogEntry } from './sandbox-phone-texts.ts';
import { portalFontFace, portalFontPreload } from '../portal-font.ts';

/** The list of phones; a phone's thread is at `threadAddress`, each also as JSON. */
export const PHONE_PAGE = '/dev/phone';
export const PHONE_LIST_JSON = `${PHONE_PAGE}/conversations.json`;
export const threadAddress = (phoneNumber: string) => `${PHONE_PAGE}/${encodeURIComponent(phoneNumber)}`;

/** The keywords a caller texts most (carrier rules), one button each. */
const KEYWORDS = [OPT_OUT_KEYWORDS[0], HELP_KEYWORDS[0], OPT_IN_KEYWORDS[0]];

type Content = HtmlEscapedString | Promise<HtmlEscapedString>;
/** What the page's script polls, and the version it shows; absent on a page answering a POST. */
type Poll = { url: string; version: string };

/** When a text was sent, as the portal writes dates ("Nov 29, 2026, 2:43 AM UTC"). */
const sentAt = (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

const time = (iso: string) => html`<time datetime="${iso}">${sentAt(iso)}</time>`;

// Short enough for one line of the list on a phone.
const SNIPPET_LENGTH = 80;

/** A text's first words, cut at a word where it is long. */
function firstWords(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const cut = flat.slice(0, SNIPPET_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SNIPPET_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The frame of both pages: the stylesheet and the script that reloads them, from the emulator. */
const layout = (title: string, body: Content, poll?: Poll) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        ${portalFontPreload}
        <link rel="stylesheet" href="${PHONE_PAGE}/phone.css" />
        ${poll ? html`<script src="${PHONE_PAGE}/phone.js" defer></script>` : ''}
      </head>
      <body>
        <main ${poll ? html`data-poll="${poll.url}" data-version="${poll.version}"` : ''}>${body}</main>
      </body>
    </html>`;

const errorLine = (id: string, error: string | undefined) =>
  error ? html`<p class="error" role="alert" id="${id}">${error}</p>` : '';

// The field in error takes the focus, so the page opens on it rather than at its top.
const invalid = (id: string, error: string | undefined) =>
  error ? html`aria-describedby="${id}" aria-invalid="true" autofocus` : '';

type ListPage = { conversations: Conversation[]; poll?: Poll; error?: string; typed?: string };

export function phoneListPage({ conversations, poll, error, typed }: ListPage) {
  return layout(
    'Sandbox phone',
    html`<p class="tag">Sandbox</p>
      <h1>Sandbox phone</h1>
      <p class="lead">
        No Telnyx key is set (TELNYX_API_KEY), so the texts the portal sends reach no real phone: each phone's texts are
        kept here, latest conversation first, and you can answer from it. This page updates itself when a text arrives
        and exists only in sandbox mode.
      </p>
      ${
        conversations.length === 0
          ? html`<div class="inbox-empty">
              <h2>No texts yet</h2>
              <p>
                Texts appear here when an agent texts a caller or the owner's mobile: a booking confirmation, a
                missed-call text or a text alert.
              </p>
            </div>`
          : html`<ul class="conversations" aria-label="Phones">
              ${conversations.map(
                ({ phoneNumber, latest }) =>
                  html`<li>
                    <a href="${threadAddress(phoneNumber)}">${formatPhoneNumber(phoneNumber)}</a>
                    <p class="snippet">${firstWords(latest.text)}</p>
                    <p class="meta">${time(latest.received_at)}</p>
                  </li>`,
              )}
            </ul>`
      }
      <form class="panel" method="get" action="${PHONE_PAGE}" aria-labelledby="open-heading">
        <h2 id="open-heading">Text from another phone</h2>
        <p class="hint">Open any phone's thread to text a portal number from it, a keyword such as STOP included.</p>
        ${errorLine('open-error', error)}
        <label for="open-number">Phone number</label>
        <div class="row">
          <input
            id="open-number"
            name="number"
            type="tel"
            autocomplete="off"
            placeholder="+1 512 555 0142"
            required
            value="${typed ?? ''}"
            ${invalid('open-error', error)}
          />
          <button type="submit" class="primary">Open</button>
        </div>
      </form>`,
    poll,
  );
}

export type PortalNumber = { phoneNumber: string; texting: boolean };

export type ThreadPage = {
  phoneNumber: string;
  texts: TextLogEntry[];
  portalNumbers: PortalNumber[];
  /** The portal number the reply goes to unless another is chosen. */
  selected: string | undefined;
  poll?: Poll;
  error?: string;
  draft?: string;
};

const STATUS_WORDS: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  delivery_failed: 'Not delivered',
};

/** What became of a text's `message.received` webhook, in a few words (nothing while unknown). */
function webhookWords(attempts: DeliveryAttempt[]) {
  const last = attempts.at(-1);
  if (!last) return '';
  if (last.status === 'refused') return "Not posted: the profile's webhook is not the portal's";
  if (last.status >= 200 && last.status < 300) return `Portal answered ${last.status}`;
  return last.status === 0 ? 'Portal did not answer' : `Portal answered ${last.status}`;
}

function bubble(phoneNumber: string, entry: TextLogEntry) {
  const fromPhone = entry.from === phoneNumber;
  const other = fromPhone ? entry.to : entry.from;
  const failed = entry.status === 'delivery_failed';
  const webhook = fromPhone ? webhookWords(entry.webhooks) : '';
  return html`<li class="text ${fromPhone ? 'from-phone' : 'to-phone'}">
    <p class="body">${entry.text}</p>
    <p class="meta">
      <span>${fromPhone ? 'To' : 'From'} ${/^\+\d+$/.test(other) ? formatPhoneNumber(other) : other}</span>
      ${time(entry.at)}
      ${
        failed
          ? html`<span class="failed"
              >${STATUS_WORDS[entry.status]}${entry.error ? `: ${entry.error.title}` : ''}</span
            >`
          : html`<span>${STATUS_WORDS[entry.status]}</span>`
      }
      ${webhook ? html`<span>${webhook}</span>` : ''}
    </p>
  </li>`;
}

function replyForm({ phoneNumber, portalNumbers, selected, error, draft }: ThreadPage) {
  if (portalNumbers.length === 0) {
    return html`<p class="empty">
      The sandbox account has no phone numbers yet, so this phone has nobody to text. Buy one on the portal's Phone
      Numbers page.
    </p>`;
  }
  return html`<form class="panel" method="post" action="${threadAddress(phoneNumber)}" aria-labelledby="reply-heading">
    <h2 id="reply-heading">Reply from this phone</h2>
    ${errorLine('reply-error', error)}
    <label for="reply-to">To portal number</label>
    <select id="reply-to" name="to">
      ${portalNumbers.map(
        (number) =>
          html`<option value="${number.phoneNumber}" ${number.phoneNumber === selected ? 'selected' : ''}>
            ${formatPhoneNumber(number.phoneNumber)}${number.texting ? '' : ' (no messaging profile)'}
          </option>`,
      )}
    </select>
    <label for="reply-text">Reply</label>
    <textarea id="reply-text" name="text" rows="3" maxlength="1600" required ${invalid('reply-error', error)}>
${draft ?? ''}</textarea>
    <div class="actions">
      <button type="submit" class="primary">Send</button>
      <div class="keywords" role="group" aria-labelledby="keywords-label">
        <span id="keywords-label">Or send a keyword</span>
        ${KEYWORDS.map(
          (keyword) => html`<button type="submit" name="keyword" value="${keyword}" formnovalidate>${keyword}</button>`,
        )}
      </div>
    </div>
  </form>`;
}

export function phoneThreadPage(page: ThreadPage) {
  const { phoneNumber, texts, poll } = page;
  const shown = formatPhoneNumber(phoneNumber);
  return layout(
    `${shown} (Sandbox phone)`,
    html`<p>
        <a class="back" href="${PHONE_PAGE}"><span aria-hidden="true">←</span>All phones</a>
      </p>
      <p class="tag">Sandbox phone</p>
      <h1>${shown}</h1>
      <p class="lead">
        Texts with this phone, oldest first: the portal's on the left, this phone's on the right. The page updates
        itself when a text arrives, unless you are writing a reply.
        <a class="refresh" href="${threadAddress(phoneNumber)}">Refresh</a>
      </p>
      ${
        texts.length === 0
          ? html`<p class="empty">No texts with this phone yet. Text a portal number from it below.</p>`
          : html`<ol class="thread" aria-label="Texts">
              ${texts.map((entry) => bubble(phoneNumber, entry))}
            </ol>`
      }
      ${replyForm(page)}`,
    poll,
  );
}

export const notFoundPage = (message: string) =>
  layout(
    'Not found (Sandbox phone)',
    html`<p>
        <a class="back" href="${PHONE_PAGE}"><span aria-hidden="true">←</span>All phones</a>
      </p>
      <h1>No such phone</h1>
      <p class="lead">${message}</p>`,
  );

/**
 * The mailbox's look (the portal's type, greys and blue, white cards with a thin border), fitting
 * a phone of 390 px: long numbers and words wrap rather than widen the page, and every control is
 * at least 40 px tall for a thumb (36 px, the portal's size, from 600 px). The list reads as an
 * inbox, each phone's number with the time of its latest text on one line and that text under
 * them. The thread is one white card, as a phone shows a conversation: the portal's texts left on
 * grey, the phone's own right on light blue, each text's details under it in small type.
 */
export const phoneCss = `${portalFontFace}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{font-family:"Inter Variable",Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,system-ui,sans-serif;font-size:16px;line-height:1.55;margin:0;background:#f8f9fa;color:#212529;font-variant-ligatures:no-contextual}
main{max-width:760px;margin:0 auto;padding:20px 16px 32px;overflow-wrap:anywhere}
main>p:first-child:not(.tag){margin:0 0 4px}
.tag{display:inline-block;margin:0;padding:2px 10px;border-radius:999px;background:#ffec99;color:#212529;font-size:12px;font-weight:700}
h1{font-size:22px;font-weight:650;line-height:1.25;margin:8px 0 4px}
h2{font-size:17px;font-weight:650;line-height:1.35;margin:0 0 8px}
.lead{margin:0 0 20px;color:#495057;font-size:14px}
.empty{margin:0 0 24px;color:#495057;font-size:14px}
.inbox-empty{margin:0 0 24px;padding:24px 16px;text-align:center;background:#fff;border:1px dashed #ced4da;border-radius:8px}
.inbox-empty h2{margin:0 0 4px;font-size:16px}
.inbox-empty p{margin:0 auto;max-width:60ch;color:#495057;font-size:14px}
.lead,.hint,.inbox-empty p{text-wrap:pretty}
.meta time{white-space:nowrap}
a{color:#1864ab;font-weight:600}
a:focus-visible,button:focus-visible,select:focus-visible,textarea:focus-visible,input:focus-visible{outline:2px solid #1971c2;outline-offset:2px}
.back{display:inline-flex;align-items:center;gap:4px;min-height:40px;font-size:14px;text-decoration:none}
.refresh{white-space:nowrap}
.conversations{list-style:none;margin:0 0 24px;padding:0;background:#fff;border:1px solid #dee2e6;border-radius:8px}
.conversations li{display:grid;grid-template-columns:minmax(0,1fr) auto;align-items:baseline;gap:0 12px;padding:12px 16px;border-top:1px solid #e9ecef;min-width:0}
.conversations li:first-child{border-top:0}
.conversations a{font-size:16px;text-decoration:none}
.conversations a:hover{text-decoration:underline}
.conversations .meta{grid-column:2;grid-row:1;margin:0;white-space:nowrap}
.snippet{grid-column:1/-1;margin:2px 0 0;color:#495057;font-size:14px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.meta{display:flex;flex-wrap:wrap;gap:0 10px;margin:4px 0 0;color:#495057;font-size:12px;line-height:1.5}
.thread{list-style:none;margin:0 0 16px;padding:16px 12px;display:flex;flex-direction:column;gap:12px;background:#fff;border:1px solid #dee2e6;border-radius:8px}
.text{max-width:85%;padding:8px 12px;border-radius:16px;background:#f1f3f5;min-width:0}
.text.to-phone{align-self:flex-start;border-bottom-left-radius:4px}
.text.from-phone{align-self:flex-end;background:#d0ebff;border-bottom-right-radius:4px}
.text.from-phone .meta{color:#343a40}
.body{margin:0;white-space:pre-wrap;font-size:16px;line-height:1.45;text-wrap:pretty}
.failed{color:#c92a2a;font-weight:600}
.panel{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px;margin:0 0 16px}
.hint{margin:0 0 12px;color:#495057;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
.panel h2+label,.hint+label,.error+label{margin-top:0}
select,textarea,input{display:block;width:100%;max-width:100%;min-height:40px;font:inherit;font-size:16px;color:#212529;background:#fff;border:1px solid #adb5bd;border-radius:8px;padding:7px 12px}
select{appearance:none;padding-right:36px;background:#fff url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%23495057' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M4 6l4 4 4-4'/%3E%3C/svg%3E") no-repeat right 12px center}
textarea{resize:vertical;min-height:80px}
.row{display:flex;gap:8px}.row input{flex:1;min-width:0}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px 16px;margin-top:12px}
.keywords{display:flex;flex-wrap:wrap;align-items:center;gap:8px;font-size:14px;color:#495057}
.keywords>span{flex-basis:100%}
button{min-height:40px;font:inherit;font-size:14px;font-weight:600;line-height:1;padding:0 16px;border-radius:8px;border:1px solid #a5d8ff;background:#e7f5ff;color:#1864ab;cursor:pointer}
button:hover{background:#d0ebff}
button.primary{background:#1971c2;border-color:#1971c2;color:#fff}
button.primary:hover{background:#1864ab}
.error{margin:0 0 12px;padding:8px 12px;border-radius:8px;background:#fff5f5;border:1px solid #ffc9c9;color:#c92a2a;font-size:14px}
[aria-invalid=true]{border-color:#c92a2a}
@media (min-width:600px){main{padding:40px 24px 48px}select,input,button{min-height:36px}h1{font-size:28px}.thread{padding:20px}.text{max-width:75%}.keywords>span{flex-basis:auto}.panel{padding:20px}}`;

/**
 * Reloads the page when its texts change (the agent's answer, a delivery report), found by polling
 * the page's JSON for its version every 3 s; never while someone is in a form or has typed into
 * one, nor while the tab is hidden.
 */
export const phoneScript = `(() => {
  const main = document.querySelector('main[data-poll]');
  if (!main) return;
  const busy = () =>
    Boolean(document.activeElement && document.activeElement.closest('form')) ||
    [...document.querySelectorAll('textarea, input')].some((field) => field.value !== '');
  setInterval(async () => {
    if (document.hidden || busy()) return;
    try {
      const answer = await fetch(main.dataset.poll, { cache: 'no-store' });
      if (answer.ok && (await answer.json()).version !== main.dataset.version) location.reload();
    } catch {}
  }, 3000);
})();
`;
