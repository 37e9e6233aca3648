import { KNOWLEDGE_GAP_DAYS } from '@portal/shared/knowledge-gaps';
import { deliverOnce, type DeliveryResult } from './deliver-once.service.ts';
import { settledDeliveries } from './deliveries.repo.ts';
import { dueDigest, possibleDigestKeys, type DigestDay } from './digest-schedule.pure.ts';
import { digestMail, type DigestContent } from './digest.mail.ts';
import { digestCounts, digestOwners, questionResolutions, questionsAsked } from './digest.repo.ts';
import { newQuestions } from './new-questions.pure.ts';
import { settingsLink, type NotificationDeps } from './urgent-call.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function digestContent(deps: NotificationDeps, userId: string, day: DigestDay): Promise<DigestContent> {
  const counts = await digestCounts(deps.db, userId, day.from, day.to);
  if (counts.calls === 0) return { counts, questions: [] };
  const earlier = new Date(day.from.getTime() - KNOWLEDGE_GAP_DAYS * DAY_MS);
  const today = await questionsAsked(deps.db, userId, day.from, day.to);
  const before = today.length ? await questionsAsked(deps.db, userId, earlier, day.from) : [];
  const resolutions = today.length ? await questionResolutions(deps.db, userId, earlier) : [];
  return { counts, questions: newQuestions(today, before, resolutions) };
}

type Owner = Awaited<ReturnType<typeof digestOwners>>[number];

function sendDigest(deps: NotificationDeps, owner: Owner, day: DigestDay): Promise<DeliveryResult> {
  return deliverOnce(deps.db, { userId: owner.userId, kind: 'daily-digest', key: day.key }, async () => {
    const content = await digestContent(deps, owner.userId, day);
    // A day without a single call is not worth an e-mail: the owner would learn to ignore the
    // summary. New questions only come from calls, so nothing else can be new. The day is settled
    // all the same, so it is not looked at again every few minutes.
    if (content.counts.calls === 0) return false;
    const links = { calls: `${deps.publicUrl}/calls`, settings: settingsLink(deps.publicUrl) };
    await deps.mailer.send(digestMail(owner, day, content, links));
    return true;
  });
}

/**
 * Sends each owner the summary whose local time has passed last in their zone, once. Run every few
 * minutes; a day already settled is skipped without a query of its own. One owner's failure does
 * not hold up the others: their claim is given back and the next run tries again.
 */
export async function sendDailyDigests(deps: NotificationDeps) {
  const now = deps.now();
  const settled = await settledDeliveries(deps.db, 'daily-digest', possibleDigestKeys(now));
  const results: Record<string, DeliveryResult | 'failed'> = {};
  for (const owner of await digestOwners(deps.db)) {
    const day = dueDigest(owner.zone, owner.digestTime, now);
    if (settled.has(`${owner.userId}|${day.key}`)) continue;
    try {
      results[owner.userId] = await sendDigest(deps, owner, day);
    } catch (error) {
      results[owner.userId] = 'failed';
      deps.logger.error({ err: error, userId: owner.userId }, 'daily summary not sent; the next run tries again');
    }
  }
  return results;
}
