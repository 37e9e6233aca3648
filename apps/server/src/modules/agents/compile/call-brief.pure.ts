import { readInfoList } from '@portal/shared/agents/agent';
import { readTypedList } from '@portal/shared/agents/agent.plain';
import type { CallBrief, CallFact, FactTopic } from '@portal/shared/agents/call-brief';
import { BOOKING_DETAILS, readSchedulingConfig, schedulingMode } from '@portal/shared/agents/scheduling';
import { bookingEnabled } from './assistant-tools.pure.ts';
import { readClosures } from '@portal/shared/agents/closures.plain';
import { approvedHours } from '@portal/shared/agents/completion.plain';
import {
  approvedText,
  present,
  transferDestinations,
  urgentTransfer,
  type CompilableAgent,
  type CompiledDestination,
  type CompileContext,
} from './compile-input.pure.ts';
import { splitWebsiteKnowledge } from './website-knowledge.pure.ts';
import { aiDisclosure } from './privacy.pure.ts';

/** The owner's free-text fields the agent may quote, with the name the settings give them. */
const FACT_FIELDS: [FactTopic, string, keyof CompilableAgent & string][] = [
  ['business', 'Type of business', 'typeOfBusiness'],
  ['description', 'Description', 'description'],
  ['products', 'Products and services', 'yourProducts'],
  ['prices', 'Prices', 'yourPrices'],
  ['contact', 'Contact information', 'contactInfo'],
  ['faq', 'FAQ and policies', 'faqAndPolicies'],
  ['about', 'About us', 'aboutUs'],
  ['offers', 'Special offers', 'specialOffers'],
  ['additional', 'Additional information', 'additionalInfo'],
];

/** The pages the prompt carries; the rest are in the knowledge base, as they are for the model. */
function websiteFacts(agent: CompilableAgent): CallFact[] {
  return splitWebsiteKnowledge(agent).inPrompt.map((entry) => ({
    topic: 'website' as const,
    source: entry.source ?? 'Website',
    text: entry.text,
  }));
}

function facts(agent: CompilableAgent): CallFact[] {
  const fields = FACT_FIELDS.flatMap(([topic, source, key]) => {
    const text = approvedText(agent, key);
    return text ? [{ topic, source, text }] : [];
  });
  return [...fields, ...websiteFacts(agent)];
}

function urgent(agent: CompilableAgent): CallBrief['urgent'] {
  if (!agent.urgentMattersEnabled) return null;
  const collect = readInfoList(agent.urgentMattersInfoToCollect).filter((item) => item !== 'Other');
  if (present(agent.urgentMattersInfoToCollectOther)) collect.push(agent.urgentMattersInfoToCollectOther.trim());
  // Forwarding an urgent call needs somewhere to forward to; without it the agent takes a message.
  const transfer = urgentTransfer(agent);
  return {
    situations: readTypedList(agent.urgentMattersSituations),
    action: transfer ? 'forward_call' : 'take_message',
    collect,
    transferTo: transfer?.target ?? null,
    destination: transfer ? briefDestination(agent, transfer) : null,
  };
}

type BriefDestination = NonNullable<NonNullable<CallBrief['forwarding']>['destinations']>[number];

/** A destination with the hours it may ring as fields, in the business's zone. */
function briefDestination(agent: CompilableAgent, { destination, target }: CompiledDestination): BriefDestination {
  const hours =
    destination.ringWhen === 'own_hours'
      ? destination.hours
      : destination.ringWhen === 'open_hours'
        ? approvedHours(agent)
        : null;
  return { name: destination.name, number: target, reason: destination.reason, ringWhen: destination.ringWhen, hours };
}

/** Forwarding on with somewhere to go: each destination, with the hours it may ring as fields. */
function forwarding(agent: CompilableAgent): CallBrief['forwarding'] {
  const destinations = agent.callForwardingActive ? transferDestinations(agent) : [];
  if (destinations.length === 0) return null;
  return {
    instructions: destinations.map(({ destination }) => `${destination.name}: ${destination.reason}`).join('; '),
    destinations: destinations.map((compiled) => briefDestination(agent, compiled)),
    mode: agent.transferMode === 'cold' ? 'cold' : 'warm',
    noAnswerSeconds: agent.transferNoAnswerSeconds,
  };
}

function scheduling(agent: CompilableAgent, context: CompileContext): CallBrief['scheduling'] {
  if (schedulingMode(agent.scheduling) === 'No') return null;
  const config = readSchedulingConfig(agent.schedulingConfig);
  return {
    canBook: bookingEnabled(agent, context),
    appointmentTypes: config.appointment_types,
    durations: config.appointment_duration_options,
    required: BOOKING_DETAILS.filter(({ rule }) => config[rule]).map(({ argument, label }) => ({ argument, label })),
  };
}

/** The call brief compiled from an agent row: pure, like the rest of the assistant. */
export function compileCallBrief(agent: CompilableAgent, context: CompileContext): CallBrief {
  return {
    version: 1,
    businessName: approvedText(agent, 'businessName'),
    timezone: agent.timezone,
    hours: approvedHours(agent),
    closures: readClosures(agent.closures).map(({ from, to, note }) => ({ from, to, note })),
    facts: facts(agent),
    topicsToAvoid: readTypedList(agent.topicsToAvoid),
    infoToCollect: readTypedList(agent.infoToCollect),
    urgent: urgent(agent),
    forwarding: forwarding(agent),
    scheduling: scheduling(agent, context),
    endCallMessage: present(agent.endOfCall) ? agent.endOfCall.trim() : null,
    aiDisclosure: aiDisclosure(agent),
  };
}
