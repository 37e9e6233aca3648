import type { CallBrief } from '@portal/shared/agents/call-brief';
import { closureOn } from '@portal/shared/agents/closures.plain';
import { WEEKDAYS } from '@portal/shared/agents/options.plain';
import { isWeekday, type CallAt } from '@portal/shared/agents/scenarios';
import { DateTime } from 'luxon';
import type { AssistantSpec } from '../../providers/voice/voice.ts';

/** How far ahead a day of the week is looked for past closed dates: two years of them. */
const WEEKS_AHEAD = 105;

/**
 * The moment a scenario's call happens, in the business's zone: on a date, that date; on a day of
 * the week, the next one after `now`'s day that is not one of the closed dates (a closed day is
 * tested by its date). The time is read on that day's clock.
 */
export function callMoment(callAt: CallAt, brief: Pick<CallBrief, 'timezone' | 'closures'>, now: Date): Date {
  const [hour = 0, minute = 0] = callAt.time.split(':').map(Number);
  const zone = brief.timezone;
  if (!isWeekday(callAt.on)) {
    return DateTime.fromISO(callAt.on, { zone }).set({ hour, minute }).toJSDate();
  }
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const first = today.plus({ days: ((WEEKDAYS.indexOf(callAt.on) + 1 - today.weekday + 6) % 7) + 1 });
  const closures = brief.closures ?? [];
  for (let week = 0; week < WEEKS_AHEAD; week++) {
    const day = first.plus({ weeks: week });
    if (!closureOn(closures, day.toISODate()!)) return day.set({ hour, minute }).toJSDate();
  }
  return first.set({ hour, minute }).toJSDate();
}

/**
 * The assistant as it talks at `moment`: the prompt states that time where it would state the
 * platform's (`sentence` is the one the compiler wrote, `fixed` the same words at the moment), and
 * the call brief carries it for the sandbox's engine.
 */
export function atMoment(
  assistant: AssistantSpec,
  moment: Date,
  sentences: { sentence: string; fixed: string },
): AssistantSpec {
  const { metadata } = assistant;
  const brief = metadata.callBrief;
  return {
    ...assistant,
    model: {
      ...assistant.model,
      messages: assistant.model.messages.map((message) => ({
        ...message,
        content: message.content.replace(sentences.sentence, sentences.fixed),
      })),
    },
    metadata:
      brief && typeof brief === 'object'
        ? { ...metadata, callBrief: { ...brief, now: moment.toISOString() } }
        : metadata,
  };
}
