import { DateTime } from 'luxon';
import { readInfoList } from '@portal/shared/agents/agent';
import { describeClosure, readClosures } from '@portal/shared/agents/closures.plain';
import { describeHours } from '@portal/shared/agents/hours';
import { buildSpeakingStyle } from '@portal/shared/agents/personality.plain';
import { readSchedulingConfig, schedulingMode } from '@portal/shared/agents/scheduling';
import {
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  CHECK_AVAILABILITY,
  FIND_APPOINTMENTS,
  RESCHEDULE_APPOINTMENT,
} from '@portal/shared/voice-webhook.plain';
import { returningCallerSection } from './returning-callers.pure.ts';
import { bookingEnabled } from './assistant-tools.pure.ts';
import { approvedHours } from '@portal/shared/agents/completion.plain';
import type { TransferDestination } from '@portal/shared/agents/transfers.plain';
import {
  approvedText,
  present,
  transferDestinations,
  urgentTransfer,
  type CompilableAgent,
  type CompileContext,
} from './compile-input.pure.ts';
import { schedulingRules } from './scheduling-rules.pure.ts';
import { textConsentRule } from './text-confirmation.pure.ts';
import { joinSentences, sentence } from './sentences.pure.ts';
import { splitWebsiteKnowledge } from './website-knowledge.pure.ts';
import { aiDisclosureRule } from './privacy.pure.ts';

const FALLBACK_CORE = 'You are a friendly, capable AI phone receptionist for a small business.';

const section = (title: string, lines: (string | null | undefined | false)[]) => {
  const body = lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return body.length ? `## ${title}\n${body.join('\n')}` : '';
};

const labelled = (label: string, value: string | null | undefined) =>
  present(value) ? `${label}: ${value.trim()}` : null;

function openingHours(agent: CompilableAgent) {
  const hours = approvedHours(agent);
  return hours
    ? `Opening hours (${agent.timezone}): ${describeHours(hours)}`
    : 'Opening hours: the business has not given them. If a caller asks, say you do not have the hours at hand and offer to take a message.';
}

/**
 * Days the business is shut whatever its weekly hours say. The model compares them with the
 * current date the prompt gives; past ones are the owner's to remove and say nothing today.
 */
function closedDates(agent: CompilableAgent) {
  const closures = readClosures(agent.closures);
  if (closures.length === 0) return null;
  return `Closed all day on: ${closures.map(describeClosure).join('; ')}. On those days the business is closed: say so and when it reopens, and never book an appointment on them.`;
}

function websiteKnowledge(agent: CompilableAgent): string | null {
  const { inPrompt } = splitWebsiteKnowledge(agent);
  return inPrompt.map((entry) => entry.line).join('\n') || null;
}

/** Said only when pages went to the knowledge base, so the model knows there is more to search. */
function knowledgeBaseHint(agent: CompilableAgent) {
  return splitWebsiteKnowledge(agent).overflow.length > 0
    ? 'More from the website is in your knowledge base: when a caller asks about something not stated here, search it before saying you do not know.'
    : null;
}

function persona(agent: CompilableAgent) {
  const style = present(agent.speakingStyle) ? agent.speakingStyle : buildSpeakingStyle(agent.vibe, agent.accent);
  return section('Who you are', [
    joinSentences([
      `Your name is ${agent.agentName.trim()}`,
      `You answer the phone for ${approvedText(agent, 'businessName') ?? 'the business'}`,
    ]),
    style,
  ]);
}

function business(agent: CompilableAgent) {
  return section('Business information', [
    labelled('Business name', approvedText(agent, 'businessName')),
    labelled('Type of business', approvedText(agent, 'typeOfBusiness')),
    labelled('Description', approvedText(agent, 'description')),
    labelled('Products and services', approvedText(agent, 'yourProducts')),
    labelled('Prices', approvedText(agent, 'yourPrices')),
    openingHours(agent),
    closedDates(agent),
    labelled('Contact information', approvedText(agent, 'contactInfo')),
    labelled('FAQ and policies', approvedText(agent, 'faqAndPolicies')),
    labelled('About us', approvedText(agent, 'aboutUs')),
    labelled('Additional information', approvedText(agent, 'additionalInfo')),
    labelled('Knowledge from the website', websiteKnowledge(agent)),
    knowledgeBaseHint(agent),
  ]);
}

/** When a destination may ring, for the prompt: the model compares it with the current time it is given. */
function ringTimes(agent: CompilableAgent, destination: TransferDestination) {
  if (destination.ringWhen === 'always') return 'any time';
  const hours = destination.ringWhen === 'own_hours' ? destination.hours : approvedHours(agent);
  // Opening hours the business has not given: the agent cannot know them, so it does not hold back.
  return hours ? `only ${describeHours(hours)} (${agent.timezone})` : 'any time';
}

/**
 * Where to transfer and when: each destination with the owner's reason and the hours it may ring,
 * what to do outside them (say when someone is there and take a message), and what happens when
 * nobody answers.
 */
function forwarding(agent: CompilableAgent) {
  const destinations = agent.callForwardingActive ? transferDestinations(agent) : [];
  if (destinations.length === 0) return null;
  const lines = destinations.map(
    ({ destination }) =>
      `- ${destination.name}, for: ${destination.reason.replace(/[.!]+$/, '')}. It may ring ${ringTimes(agent, destination)}.`,
  );
  return [
    'Call forwarding: transfer callers with the transferCall tool, choosing the destination whose reason matches what the caller needs:',
    ...lines,
    "Before transferring, check the current date and time against the destination's hours. Outside them, do not transfer: tell the caller when someone will be there and offer to take a message.",
    'If a transfer is not answered you stay on the call: apologise and take a message.',
  ].join('\n');
}

function tasks(agent: CompilableAgent, context: CompileContext) {
  const urgentTo = urgentTransfer(agent);
  const urgentInfo = readInfoList(agent.urgentMattersInfoToCollect).filter((item) => item !== 'Other');
  if (present(agent.urgentMattersInfoToCollectOther)) urgentInfo.push(agent.urgentMattersInfoToCollectOther.trim());
  const mode = schedulingMode(agent.scheduling);
  return section('Your tasks', [
    labelled('Information to collect from every caller', agent.infoToCollect),
    labelled('Special offers to mention when relevant', agent.specialOffers),
    labelled('Selling', agent.makeASale),
    labelled('Giving quotes', agent.givingQuotes),
    labelled('Additional tasks', agent.additionalTasks),
    forwarding(agent),
    agent.urgentMattersEnabled
      ? joinSentences([
          `Urgent matters: treat these situations as urgent: ${present(agent.urgentMattersSituations) ? agent.urgentMattersSituations.trim() : 'anything the caller describes as an emergency'}`,
          urgentInfo.length > 0 && `For an urgent matter, collect: ${urgentInfo.join(', ')}`,
          urgentTo
            ? `Then transfer the call right away with the transferCall tool, to ${urgentTo.destination.name}, which may ring ${ringTimes(agent, urgentTo.destination)}; outside those hours take a detailed message instead, and tell the caller it is marked urgent and the team will call back as soon as possible`
            : 'Then take a detailed message, tell the caller it is marked urgent and that the team will call back as soon as possible',
        ])
      : null,
    mode === 'No' ? 'Appointments: you cannot book appointments; offer to take a message instead.' : null,
    mode !== 'No'
      ? schedulingRules(agent, readSchedulingConfig(agent.schedulingConfig), bookingEnabled(agent, context))
      : null,
  ]);
}

/**
 * The prompt's sentence giving the current date and time in the business's zone: the platform
 * fills in "now" as each call starts (Liquid), or, given `at`, that fixed moment written the same
 * way (a test conversation set at a time of its own).
 */
export function currentTimeSentence(timezone: string, at?: Date): string {
  const when = at
    ? DateTime.fromJSDate(at, { zone: timezone }).setLocale('en-US').toFormat('cccc, LLLL dd, yyyy, hh:mm a')
    : `{{"now" | date: "%A, %B %d, %Y, %I:%M %p", "${timezone}"}}`;
  return `The current date and time is ${when} (${timezone}).`;
}

/**
 * A caller's own bookings: found by the number they call from, or by the name and number they
 * booked with, and only ever theirs.
 */
const MANAGING_BOOKINGS = `When a caller asks about an appointment they already have, or wants to move or cancel one, use ${FIND_APPOINTMENTS} first: it looks under the number they are calling from. If it finds nothing, ask for the name and phone number the appointment was booked under and use it again with them. Never tell a caller about an appointment it did not return for them. Read the date and time back. To move one, check the new day with ${CHECK_AVAILABILITY}, confirm the new time with the caller, then use ${RESCHEDULE_APPOINTMENT}. To cancel one, confirm which, ask for the reason, then use ${CANCEL_APPOINTMENT}.`;

/** Robocalls and cold sales pitches end at once: they are not the owner's callers and use no allowance. */
const SPAM_RULE =
  'If the call is a recording, a robocall or an unsolicited sales pitch rather than someone contacting the business, say goodbye and end the call with the endCall tool; its outcome is spam.';

function conduct(agent: CompilableAgent, context: CompileContext) {
  return section('How to handle the call', [
    currentTimeSentence(agent.timezone),
    'Keep answers short and natural for a phone call: one or two sentences, one question at a time.',
    'Only state facts given above. If you do not know something, say so and offer to take a message.',
    aiDisclosureRule(agent),
    present(agent.topicsToAvoid) ? sentence(`Never discuss these topics: ${agent.topicsToAvoid.trim()}`) : null,
    SPAM_RULE,
    bookingEnabled(agent, context)
      ? `Use ${CHECK_AVAILABILITY} before offering times and ${BOOK_APPOINTMENT} only after the caller confirms.`
      : null,
    bookingEnabled(agent, context) ? MANAGING_BOOKINGS : null,
    // The tools that take the caller's answer exist only with booking.
    bookingEnabled(agent, context) ? textConsentRule(agent) : null,
    returningCallerSection(agent),
    present(agent.endOfCall) ? `When the conversation is finished, end with: "${agent.endOfCall.trim()}"` : null,
  ]);
}

/** The assistant's system prompt: core instructions, persona, business facts, tasks and call rules. */
export function buildSystemPrompt(agent: CompilableAgent, context: CompileContext): string {
  return [
    present(agent.coreInstructions) ? agent.coreInstructions.trim() : FALLBACK_CORE,
    persona(agent),
    business(agent),
    tasks(agent, context),
    conduct(agent, context),
  ]
    .filter(Boolean)
    .join('\n\n');
}
