/** The parts the owner's e-mails are made of, written once as plain text and once as simple HTML. */
export type MailPart =
  | { paragraph: string }
  | { facts: readonly (readonly [label: string, value: string])[] }
  | { list: readonly string[]; title: string }
  | { link: string; label: string };

const PRODUCT = 'AI Voice Agent Platform';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function textOf(part: MailPart): string {
  if ('paragraph' in part) return part.paragraph;
  if ('facts' in part) return part.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in part) return [part.title, ...part.list.map((item) => `- ${item}`)].join('\n');
  return `${part.label}: ${part.link}`;
}

function htmlOf(part: MailPart): string {
  if ('paragraph' in part) return `<p>${escapeHtml(part.paragraph)}</p>`;
  if ('facts' in part) {
    const rows = part.facts
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table cellpadding="4">${rows}</table>`;
  }
  if ('list' in part) {
    const items = part.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
    return `<p>${escapeHtml(part.title)}</p><ul>${items}</ul>`;
  }
  return `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`;
}

/** An e-mail of these parts, signed with the product's name like the account e-mails. */
export function composeMail(to: string, subject: string, parts: readonly MailPart[]) {
  return {
    to,
    subject,
    text: [...parts.map(textOf), PRODUCT].join('\n\n'),
    html: [...parts.map(htmlOf), `<p>${PRODUCT}</p>`].join(''),
  };
}
