import { webhookEndpoint } from '@portal/shared/pages.plain';
import { WEBHOOKS } from '@portal/shared/webhooks.plain';
import type { MailMessage } from '../../providers/email/email.ts';

const PRODUCT = 'AI Voice Agent Platform';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The e-mail telling the owner that one of their webhook endpoints was switched off after days of
 * failed deliveries: which one, why, and a link to its page, where its log shows each answer and it
 * is switched on again once the receiver works.
 */
export function endpointDisabledMail(
  to: string,
  endpoint: { id: string; url: string; description: string },
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}${webhookEndpoint.replace(':endpointId', endpoint.id)}`;
  const name = endpoint.description.trim() ? `${endpoint.description.trim()} (${endpoint.url})` : endpoint.url;
  const paragraphs = [
    `Every delivery to your webhook endpoint ${name} failed for ${WEBHOOKS.disableAfterDays} days, so we switched it off and stopped sending it events.`,
    'Check that the receiver is running and answers with a 2xx status, then switch the endpoint on again. Its delivery log shows the answer to each try.',
  ];
  const label = 'Open the endpoint';
  return {
    to,
    subject: 'A webhook endpoint was switched off',
    text: [...paragraphs, `${label}: ${link}`, PRODUCT].join('\n\n'),
    html: [
      ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
      `<p><a href="${escapeHtml(link)}">${label}</a></p>`,
      `<p>${PRODUCT}</p>`,
    ].join(''),
  };
}
