import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import type { AssistantBody } from '../../vapi-types.ts';
import { readSummaryMessages, type SummaryMessage } from './transfer-summary.ts';

/**
 * The assistant's tools as the model is offered them. Vapi turns its own call controls into
 * functions the model can call: `endCall` hangs up, `transferCall` takes the number to transfer to
 * from the destinations listed; `function` tools are run through their server.
 */

export const END_CALL = 'endCall';
export const TRANSFER_CALL = 'transferCall';

export type TransferDestination = {
  number: string;
  message?: string;
  description?: string;
  /** The transfer plan's summaryPlan messages, for what a warm transfer tells whoever answers. */
  summaryMessages?: SummaryMessage[];
};

export type ModelTools = {
  definitions: ChatCompletionFunctionTool[];
  /** The function tools run through their server (the portal's webhook). */
  functions: Set<string>;
  destinations: TransferDestination[];
  canEndCall: boolean;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function destinationsOf(tool: { destinations?: unknown[] }): TransferDestination[] {
  return (tool.destinations ?? []).flatMap((destination) => {
    const fields = (destination ?? {}) as Record<string, unknown>;
    const number = text(fields.number);
    if (fields.type !== 'number' || !number) return [];
    const message = text(fields.message);
    const description = text(fields.description);
    const summaryMessages = readSummaryMessages(fields.transferPlan);
    return [
      {
        number,
        ...(message ? { message } : {}),
        ...(description ? { description } : {}),
        ...(summaryMessages ? { summaryMessages } : {}),
      },
    ];
  });
}

const endCallDefinition: ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: END_CALL,
    description: 'End the call, once the conversation is finished and the caller has said goodbye.',
    parameters: { type: 'object', properties: {} },
  },
};

function transferDefinition(destinations: TransferDestination[]): ChatCompletionFunctionTool {
  const described = destinations.map((destination) =>
    destination.description ? `${destination.number} (${destination.description})` : destination.number,
  );
  return {
    type: 'function',
    function: {
      name: TRANSFER_CALL,
      description: `Transfer the call to one of these numbers: ${described.join(', ')}.`,
      parameters: {
        type: 'object',
        properties: {
          destination: {
            type: 'string',
            enum: destinations.map((destination) => destination.number),
            description: 'The number to transfer the call to.',
          },
        },
        required: ['destination'],
      },
    },
  };
}

export function modelTools(assistant: AssistantBody): ModelTools {
  const tools: ModelTools = { definitions: [], functions: new Set(), destinations: [], canEndCall: false };
  for (const tool of assistant.model?.tools ?? []) {
    if (tool.type === 'endCall' && !tools.canEndCall) {
      tools.canEndCall = true;
      tools.definitions.push(endCallDefinition);
    } else if (tool.type === 'transferCall' && tools.destinations.length === 0) {
      // Without a listed number Vapi would ask the server for one; the sandbox has no such step.
      tools.destinations = destinationsOf(tool);
      if (tools.destinations.length > 0) tools.definitions.push(transferDefinition(tools.destinations));
    } else if (tool.type === 'function') {
      const name = text(tool.function?.name);
      // The call controls' names are taken: a function of that name could not be told apart.
      if (!name || name === END_CALL || name === TRANSFER_CALL || tools.functions.has(name)) continue;
      const { description, parameters, strict } = tool.function ?? {};
      tools.functions.add(name);
      tools.definitions.push({
        type: 'function',
        function: {
          name,
          ...(typeof description === 'string' ? { description } : {}),
          parameters: (parameters as Record<string, unknown> | undefined) ?? { type: 'object', properties: {} },
          ...(typeof strict === 'boolean' ? { strict } : {}),
        },
      });
    }
  }
  return tools;
}
