import { webhookEndpoint } from '@portal/shared/pages.plain';
import { WEBHOOKS } from '@portal/shared/webhooks.plain';
import { composeMail } from '../../lib/compose-mail.ts';
import type { MailMessage } from '../../providers/email/email.ts';

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
  return composeMail(to, 'A webhook endpoint was switched off', [
    {
      paragraph: `Every delivery to your webhook endpoint ${name} failed for ${WEBHOOKS.disableAfterDays} days, so we switched it off and stopped sending it events.`,
    },
    {
      paragraph:
        'Check that the receiver is running and answers with a 2xx status, then switch the endpoint on again. Its delivery log shows the answer to each try.',
    },
    { link, label: 'Open the endpoint' },
  ]);
}
