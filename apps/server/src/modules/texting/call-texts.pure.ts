import { isUrgentOutcome, type CallOutcome } from '@portal/shared/call-outcome';
import { appointmentTypeOf, type AppointmentChange } from '@portal/shared/callers.plain';
import { formatPhone } from '@portal/shared/phone.plain';
import {
  NOT_SENT_REASONS,
  readTextingSettings,
  renderTemplate,
  type TextKind,
  type TextTemplateKind,
} from '@portal/shared/texts.plain';
import { DateTime } from 'luxon';

/** A call that ended this soon, with nothing said by the caller, is one the caller gave up on. */
export const MISSED_CALL_SECONDS = 10;

export type CallForTexts = {
  id: string;
  type: string | null;
  customerNumber: string | null;
  durationSeconds: number | null;
  messages: unknown[] | null;
  outcome: CallOutcome | null;
  summary: string | null;
  appointmentChanges: AppointmentChange[];
  createdAt: Date;
  textingSettings: unknown;
  businessName: string | null;
  timezone: string | null;
  ourNumber: string | null;
  ownerMobile: string | null;
};

/** A text a call calls for, before the rules of sending (registration, opt-out, allowance) apply. */
export type PlannedText = {
  kind: TextKind;
  to: string;
  toCaller: boolean;
  body: string;
  dedupeKey: string;
  heldBack?: string;
};

const callerSpoke = (messages: unknown[] | null) =>
  (messages ?? []).some(
    (message) =>
      !!message &&
      typeof message === 'object' &&
      (message as { role?: unknown }).role === 'user' &&
      String((message as { message?: unknown }).message ?? '').trim() !== '',
  );

/**
 * A caller who hung up before speaking, or whose call ended in its first seconds: a phone call,
 * not one the agent ended as spam or the owner blocked, and one that changed no booking.
 */
export function isMissedCall(call: CallForTexts) {
  if (call.type !== 'inboundPhoneCall' || !call.customerNumber) return false;
  const kind = call.outcome?.outcome;
  if (kind === 'spam' || kind === 'blocked' || call.appointmentChanges.length > 0) return false;
  if (kind === 'hung_up_early' || !callerSpoke(call.messages)) return true;
  // A call the agent made something of (a question answered, a message) was not missed, however short.
  return !kind && (call.durationSeconds ?? Infinity) < MISSED_CALL_SECONDS;
}

/** When, as a text says it: "Mon, Nov 30 at 10:00 AM EST", in the business's zone. */
const textWhen = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat("ccc, LLL d 'at' h:mm a ZZZZ");

const CHANGE_KINDS: Record<AppointmentChange['kind'], { setting: TextTemplateKind; kind: TextKind }> = {
  booked: { setting: 'booking', kind: 'booking_confirmation' },
  rescheduled: { setting: 'reschedule', kind: 'reschedule_confirmation' },
  cancelled: { setting: 'cancel', kind: 'cancel_confirmation' },
};

/**
 * The texts one ended call calls for under its agent's Texts card: a confirmation of each booking
 * change the caller agreed to (recorded as held back when they did not), one text-back for a
 * missed call a day per number (in the business's zone), and alerts to the owner's mobile for an
 * urgent matter or a message. The owner's browser test calls text nobody.
 */
export function plannedTexts(call: CallForTexts, links: { call: string }): PlannedText[] {
  if (call.type === 'webCall') return [];
  const settings = readTextingSettings(call.textingSettings);
  const zone = call.timezone ?? 'America/New_York';
  const business = call.businessName?.trim() || 'Your business';
  const phone = call.ourNumber ? formatPhone(call.ourNumber) : '';
  const planned: PlannedText[] = [];
  const caller = call.customerNumber;

  if (caller) {
    call.appointmentChanges.forEach((change, index) => {
      const { setting, kind } = CHANGE_KINDS[change.kind];
      if (!settings[setting].on) return;
      const when = textWhen(change.kind === 'rescheduled' ? change.to : change.start, zone);
      planned.push({
        kind,
        to: caller,
        toCaller: true,
        body: renderTemplate(settings[setting].template, {
          business,
          service: appointmentTypeOf(change.summary),
          when,
          phone,
        }),
        dedupeKey: `call:${call.id}:${index}`,
        ...(change.textConsent === true ? {} : { heldBack: NOT_SENT_REASONS.noConsent }),
      });
    });
  }
  if (caller && settings.missedCall.on && isMissedCall(call)) {
    const day = DateTime.fromJSDate(call.createdAt, { zone }).toISODate();
    planned.push({
      kind: 'missed_call',
      to: caller,
      toCaller: true,
      body: renderTemplate(settings.missedCall.template, { business, phone }),
      // At most one a day per number, however many times they hang up.
      dedupeKey: `missed:${caller}:${day}`,
    });
  }
  const who = [call.outcome?.callerName, caller ? formatPhone(caller) : null].filter(Boolean).join(', ') || 'a caller';
  const summary = call.outcome?.message?.trim() || call.summary?.trim() || '';
  const ownerText = (setting: 'ownerUrgent' | 'ownerMessage', kind: TextKind) => {
    const values = { business, caller: who, summary, link: links.call };
    planned.push({
      kind,
      to: call.ownerMobile ?? '',
      toCaller: false,
      body: renderTemplate(settings[setting].template, values),
      dedupeKey: `call:${call.id}:${kind}`,
      ...(call.ownerMobile ? {} : { heldBack: NOT_SENT_REASONS.noMobile }),
    });
  };
  if (settings.ownerUrgent.on && isUrgentOutcome(call.outcome)) ownerText('ownerUrgent', 'owner_urgent');
  else if (settings.ownerMessage.on && call.outcome?.outcome === 'message_taken')
    ownerText('ownerMessage', 'owner_message');
  return planned;
}
