import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../providers/email/email.ts';
import { deliverOnce, type DeliveryResult } from './deliver-once.service.ts';
import { isUrgentCall } from './urgent-calls.pure.ts';
import { urgentCallMail } from './urgent-call.mail.ts';
import { urgentCallFacts } from './urgent-call.repo.ts';

export type NotificationDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The portal's address, for the links in the e-mails. */
  publicUrl: string;
  now: () => Date;
};

export const settingsLink = (publicUrl: string) => `${publicUrl}/account-detail#notifications`;

/**
 * E-mails the owner about one urgent call, once. The call and the owner's switch are read when the
 * job runs, so a switch turned off meanwhile is respected, and a call that is gone sends nothing.
 */
export async function sendUrgentCallEmail(
  deps: NotificationDeps,
  callId: string,
): Promise<DeliveryResult | 'not urgent' | 'switched off'> {
  const call = await urgentCallFacts(deps.db, callId);
  if (!call?.outcome || !isUrgentCall(call)) return 'not urgent';
  if (call.notifyUrgentEmail === false) return 'switched off';
  const { outcome } = call;
  const result = await deliverOnce(deps.db, { userId: call.userId, kind: 'urgent-call', key: call.id }, async () => {
    const links = { call: `${deps.publicUrl}/calls/${call.id}`, settings: settingsLink(deps.publicUrl) };
    await deps.mailer.send(urgentCallMail(call, outcome, links));
    return true;
  });
  deps.logger.info({ callId, result }, 'urgent call e-mail');
  return result;
}
