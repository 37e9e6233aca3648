import type { Hono } from 'hono';
import { z } from 'zod';
import { chatVariables, overridesErrors, type AssistantOverrides } from './assistant-overrides.ts';
import { chatOutput } from './chat-output.ts';
import { startConversation, type BrainFor, type Conversation } from './conversation.ts';
import { readChatInput } from './conversation-input.ts';
import { callerSays, systemSays } from './conversation-turns.ts';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { badRequest, parseBody } from './validation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';
import type { AssistantBody } from './vapi-types.ts';
import type { Deliver } from './webhook-delivery.ts';

const chat = z
  .object({
    assistantId: z.string().optional(),
    // A transient assistant, checked against Vapi's CreateAssistantDTO below.
    assistant: z.record(z.string(), z.unknown()).optional(),
    // Checked against Vapi's AssistantOverrides below.
    assistantOverrides: z.unknown().optional(),
    // What the caller says, or messages (checked against Vapi's schema below).
    input: z.union([z.string().min(1).max(4000), z.array(z.record(z.string(), z.unknown())).min(1).max(20)]),
    previousChatId: z.string().optional(),
  })
  .strict();

/** Chats kept for `previousChatId`; the oldest is forgotten first. */
const CHATS_KEPT = 500;

type ChatDeps = {
  store: VapiSandboxStore;
  deliver: Deliver;
  brainFor: BrainFor;
  now: () => Date;
  clock: () => number;
};

/**
 * `POST /chat`, Vapi's text API: the caller's input is answered by the assistant's brain, whose
 * tool calls go to the tool's server as in a call. Its `assistantOverrides` give the variable
 * values of the assistant's templates; Vapi's schema says a chat overrides nothing else.
 */
export function chatRoute(app: Hono, { store, deliver, brainFor, now, clock }: ChatDeps) {
  const chats = new Map<string, Conversation>();

  app.post('/chat', async (c) => {
    const body = await parseBody(c, chat);
    if (!body.ok) return body.response;
    const { assistantId, assistant: transient, assistantOverrides, previousChatId, input } = body.data;
    if (!assistantId === !transient) return badRequest(c, 'Specify exactly one of assistantId or assistant.');
    const played = readChatInput(input);
    if ('errors' in played) return badRequest(c, played.errors);
    const errors = [
      ...(transient ? vapiSchemaErrors('CreateAssistantDTO', transient) : []),
      ...(assistantOverrides === undefined ? [] : overridesErrors(assistantOverrides, 'assistantOverrides')),
    ];
    if (errors.length) return badRequest(c, errors);
    const assistant = assistantId ? store.getAssistant(assistantId) : (transient as AssistantBody);
    if (!assistant) return badRequest(c, `Couldn't Get Assistant. \`assistantId\` ${assistantId} Does Not Exist.`);
    const previous = previousChatId ? chats.get(previousChatId) : undefined;
    if (previousChatId && !previous) return badRequest(c, `Couldn't find chat ${previousChatId}.`);
    const variables = chatVariables(assistantOverrides as AssistantOverrides | undefined);
    // A chat continues the previous one's conversation (its brain remembers the flow), but each
    // POST /chat is a chat of its own: the tool calls of this turn name the new chat, and its
    // output lists only its own end.
    const createdAt = now().toISOString();
    const conversation: Conversation = {
      ...(previous ??
        startConversation({
          orgId: store.orgId,
          type: 'chat',
          ...(assistantId ? { assistantId } : {}),
          // The chat API answers input; it does not speak a first message.
          assistant: { ...assistant, firstMessage: undefined },
          brain: brainFor(assistant, { variables }),
          variables,
          clock,
        })),
      id: crypto.randomUUID(),
      createdAt,
      ended: undefined,
    };
    const since = conversation.turns.length;
    for (const line of played.lines) {
      if (line.from === 'caller') await callerSays(conversation, deliver, store, line.text);
      else await systemSays(conversation, deliver, store, line.text);
    }
    if (previousChatId) chats.delete(previousChatId);
    chats.set(conversation.id, conversation);
    if (chats.size > CHATS_KEPT) chats.delete(chats.keys().next().value!);
    // No `messages`: that is the context a request may give, and Vapi's published Chat schema types
    // its user messages as a call artifact's (message, time), which no echo of the input would match.
    return c.json(
      {
        id: conversation.id,
        orgId: store.orgId,
        ...(assistantId ? { assistantId } : {}),
        ...(assistantOverrides === undefined ? {} : { assistantOverrides }),
        ...(previousChatId ? { previousChatId } : {}),
        input,
        output: chatOutput(conversation, since),
        createdAt,
        updatedAt: now().toISOString(),
      },
      201,
    );
  });
}
