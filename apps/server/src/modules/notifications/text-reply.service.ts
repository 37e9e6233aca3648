import { deliverOnce } from './deliver-once.service.ts';
import { textReplyMail } from './text-reply.mail.ts';
import { textReplyFacts } from './text-reply.repo.ts';
import type { NotificationDeps } from './urgent-call.service.ts';

/** E-mails the owner a caller's text, once, whichever server or retry gets there. */
export async function sendTextReplyEmail(deps: NotificationDeps, textId: string) {
  const text = await textReplyFacts(deps.db, textId);
  if (!text || text.direction !== 'inbound') return 'nothing to send' as const;
  const page = text.callerId
    ? `${deps.publicUrl}/callers/${text.callerId}`
    : `${deps.publicUrl}/calls/${text.callId ?? ''}`;
  return deliverOnce(deps.db, { userId: text.userId, kind: 'text-reply', key: text.id }, async () => {
    await deps.mailer.send(textReplyMail(text, { page }));
    return true;
  });
}
