import { readCallBrief } from '@portal/shared/agents/call-brief';
import { formatPhone } from '@portal/shared/phone.plain';
import type { TransferAttempt, TransferRequest } from './brain/brain.ts';
import type { AssistantBody } from './vapi-types.ts';

/**
 * What happens when the platform dials a transfer destination. The sandbox has no phone line: a
 * destination answers unless its number is set to be busy or not to answer
 * (`PUT /_admin/transfer-destinations/{number}`), and then the destination's fallbackPlan decides,
 * as on Vapi. A warm transfer whose plan says a summary tells whoever answers who is calling and
 * why; the transcript shows that as the agent's line "To <destination>: <summary>".
 */

export const TRANSFER_BEHAVIOURS = ['answers', 'busy', 'no-answer'] as const;
export type TransferBehaviour = (typeof TRANSFER_BEHAVIOURS)[number];

/** One transfer the call made, as the end-of-call report's `artifact.transfers` lists it (Vapi's TransferArtifact). */
export type TransferRecord = {
  destination: Record<string, unknown>;
  mode?: string;
  status: 'connected' | 'busy' | 'no-answer';
  /** What was said to whoever answered. */
  transcript?: string;
};

type TransferPlan = {
  mode?: string;
  summaryPlan?: { enabled?: boolean };
  fallbackPlan?: { message?: unknown; endCallEnabled?: boolean };
};

/** The transferCall tool's entry for `number`; a bare number when the tool does not list it. */
function destinationEntry(assistant: AssistantBody, number: string): Record<string, unknown> {
  const tool = assistant.model?.tools?.find((candidate) => candidate.type === 'transferCall');
  return tool?.destinations?.find((entry) => entry.number === number) ?? { type: 'number', number };
}

/** Vapi's warm modes that tell whoever answers a summary ("…say-summary"), unless the plan turns it off. */
const saysSummary = (plan: TransferPlan) =>
  /^warm-transfer-.*say-summary$/.test(plan.mode ?? '') && plan.summaryPlan?.enabled !== false;

/** A message as Vapi's schema allows it: a string, or a custom message with its content. */
function messageText(message: unknown): string | null {
  const text = typeof message === 'string' ? message : (message as { content?: unknown } | null)?.content;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/** Who the summary is said to: the owner's name for the destination in the call brief, else its number. */
function destinationLabel(assistant: AssistantBody, number: string): string {
  const brief = readCallBrief(assistant.metadata);
  const described = [...(brief?.forwarding?.destinations ?? []), brief?.urgent?.destination];
  return described.find((destination) => destination?.number === number)?.name ?? formatPhone(number);
}

export type Dialled = {
  attempt: TransferAttempt;
  record: TransferRecord;
  /** The summary line for the call's transcript, when a warm transfer said one. */
  briefing: string | null;
};

/** Dials `request.destination` as set for the sandbox and reports what happened, as Vapi's plan says it goes. */
export async function dialDestination(
  assistant: AssistantBody,
  behaviour: TransferBehaviour,
  request: TransferRequest,
): Promise<Dialled> {
  const destination = destinationEntry(assistant, request.destination);
  const plan = (destination.transferPlan ?? {}) as TransferPlan;
  const mode = plan.mode ? { mode: plan.mode } : {};
  if (behaviour === 'answers') {
    const summary = saysSummary(plan) ? await request.summary() : null;
    return {
      attempt: { connected: true },
      record: { destination, ...mode, status: 'connected', ...(summary ? { transcript: `AI: ${summary}` } : {}) },
      briefing: summary ? `To ${destinationLabel(assistant, request.destination)}: ${summary}` : null,
    };
  }
  return {
    attempt: {
      connected: false,
      status: behaviour,
      fallbackMessage: messageText(plan.fallbackPlan?.message),
      // Vapi's default: without a plan saying otherwise, the call ends after the message.
      endsCall: plan.fallbackPlan?.endCallEnabled !== false,
    },
    record: { destination, ...mode, status: behaviour },
    briefing: null,
  };
}
