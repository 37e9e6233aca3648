import { Hono } from 'hono';
import { z } from 'zod';
import { addTurn, startConversation, statusUpdate, transcriptOf, type Conversation } from './conversation.ts';
import { readChatInput } from './conversation-input.ts';
import { callerSays, runTool, systemSays, type ToolReply } from './conversation-turns.ts';
import { chatOutput } from './chat-output.ts';
import type { BrainFactory } from './brain/brain.ts';
import type { KnowledgeText } from './knowledge-state.ts';
import { routeUnassignedCall } from './assistant-request.ts';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { badRequest, notFound, parseBody } from './validation.ts';
import type { AssistantBody } from './vapi-types.ts';
import type { VapiSandboxStore } from './vapi-state.ts';
import { DeliveryRefused, type Deliver } from './webhook-delivery.ts';
import type { LiveCalls } from './live-calls.ts';

/** One of the reasons Vapi's schema lists for a call's end, so the messages that carry it stay valid. */
const endedReason = z
  .string()
  .refine(
    (reason) =>
      !vapiSchemaErrors('ServerMessageStatusUpdate', { type: 'status-update', status: 'ended', endedReason: reason })
        .length,
    { error: "must be one of the endedReason values in Vapi's schema" },
  );
const say = z.object({ text: z.string().trim().min(1).max(2000) }).strict();
const end = z.object({ endedReason: endedReason.optional() }).strict();
const chat = z
  .object({
    assistantId: z.string().optional(),
    // A transient assistant, checked against Vapi's CreateAssistantDTO below.
    assistant: z.record(z.string(), z.unknown()).optional(),
    // What the caller says, or messages (checked against Vapi's schema below).
    input: z.union([z.string().min(1).max(4000), z.array(z.record(z.string(), z.unknown())).min(1).max(20)]),
    previousChatId: z.string().optional(),
  })
  .strict();
const scriptStep = z.union([
  z.object({ caller: z.string().min(1).max(2000) }).strict(),
  z.object({ tool: z.string().min(1), arguments: z.record(z.string(), z.unknown()) }).strict(),
]);
const simulate = z
  .object({
    phoneNumberId: z.string(),
    customerNumber: z.string().regex(/^\+\d{8,15}$/),
    script: z.array(scriptStep).min(1).max(40),
    endedReason: endedReason.optional(),
  })
  .strict();

/** Chats kept for `previousChatId`; the oldest is forgotten first. */
const CHATS_KEPT = 500;

export type ConversationOptions = {
  brain: BrainFactory;
  now: () => Date;
  /** The files the assistant's query tools search. */
  knowledgeOf?: (assistant: AssistantBody) => KnowledgeText[];
};

/**
 * What happens inside a call, which the real Vapi runs on its media servers: the "room" a web
 * call joins (`webCallUrl`), the chat API, and an admin hook that plays a scripted inbound phone
 * call. Each posts status-update, tool-calls and end-of-call-report to the assistant's server URL.
 */
export function conversationRoutes(
  store: VapiSandboxStore,
  deliver: Deliver,
  calls: LiveCalls,
  options: ConversationOptions,
) {
  const chats = new Map<string, Conversation>();
  const app = new Hono();
  const brainFor = (assistant: AssistantBody, numbers: { calledNumber?: string; callerNumber?: string } = {}) =>
    options.brain(assistant, { now: options.now, knowledge: options.knowledgeOf?.(assistant) ?? [], ...numbers });
  const clock = () => options.now().getTime();
  const { finish } = calls;

  /**
   * The web call's conversation, started when the caller first joins its room; 'ended' once the
   * call is over (a call ends once: joining again does not start it afresh).
   */
  const webConversation = async (id: string): Promise<Conversation | 'ended' | undefined> => {
    const existing = calls.get(id);
    if (existing) return (await calls.endIfOverdue(existing)) ? 'ended' : existing;
    const call = store.getCall(id);
    if (call?.status === 'ended') return 'ended';
    const assistant = call?.assistantId ? store.getAssistant(call.assistantId) : undefined;
    if (!call || !assistant) return undefined;
    const conversation = startConversation({
      id,
      orgId: store.orgId,
      type: 'webCall',
      assistantId: assistant.id,
      assistant,
      brain: brainFor(assistant),
      createdAt: call.createdAt,
      clock,
    });
    calls.add(conversation);
    store.callStarted(id, new Date(conversation.startedAt).toISOString());
    void deliver(assistant.server, statusUpdate(conversation)).catch(() => undefined);
    return conversation;
  };

  app.post('/web-call/:id/messages', async (c) => {
    const body = await parseBody(c, say);
    if (!body.ok) return body.response;
    const conversation = await webConversation(c.req.param('id'));
    if (!conversation) return notFound(c);
    if (conversation === 'ended' || conversation.ended) return badRequest(c, 'The call has ended.');
    const turn = await callerSays(conversation, deliver, store, body.data.text);
    if (turn.end) {
      // The assistant hung up or transferred: the call is over for the caller too.
      await finish(conversation, turn.end.reason).catch(() => undefined);
    }
    return c.json({
      reply: turn.say.join(' '),
      transcript: transcriptOf(conversation),
      ...(turn.end ? { ended: turn.end } : {}),
    });
  });

  app.post('/web-call/:id/start', async (c) => {
    const conversation = await webConversation(c.req.param('id'));
    if (conversation === 'ended') return badRequest(c, 'The call has ended.');
    return conversation ? c.json({ firstMessage: conversation.assistant.firstMessage ?? null }) : notFound(c);
  });

  // Leaving the room ends the call; leaving it again (a page that closes after End Call) changes nothing.
  app.post('/web-call/:id/end', async (c) => {
    const body = await parseBody(c, end);
    if (!body.ok) return body.response;
    const conversation = await webConversation(c.req.param('id'));
    if (!conversation) return notFound(c);
    if (conversation !== 'ended') {
      await finish(conversation, body.data.endedReason ?? 'customer-ended-call').catch(() => undefined);
    }
    return c.json({ ended: true });
  });

  app.post('/chat', async (c) => {
    const body = await parseBody(c, chat);
    if (!body.ok) return body.response;
    const { assistantId, assistant: transient, previousChatId, input } = body.data;
    if (!assistantId === !transient) return badRequest(c, 'Specify exactly one of assistantId or assistant.');
    const played = readChatInput(input);
    if ('errors' in played) return badRequest(c, played.errors);
    if (transient) {
      const errors = vapiSchemaErrors('CreateAssistantDTO', transient);
      if (errors.length) return badRequest(c, errors);
    }
    const assistant = assistantId ? store.getAssistant(assistantId) : (transient as AssistantBody);
    if (!assistant) return badRequest(c, `Couldn't Get Assistant. \`assistantId\` ${assistantId} Does Not Exist.`);
    const previous = previousChatId ? chats.get(previousChatId) : undefined;
    if (previousChatId && !previous) return badRequest(c, `Couldn't find chat ${previousChatId}.`);
    // A chat continues the previous one's conversation (its brain remembers the flow), but each
    // POST /chat is a chat of its own: the tool calls of this turn name the new chat, and its
    // output lists only its own end.
    const createdAt = options.now().toISOString();
    const conversation: Conversation = {
      ...(previous ??
        startConversation({
          orgId: store.orgId,
          type: 'chat',
          ...(assistantId ? { assistantId } : {}),
          // The chat API answers input; it does not speak a first message.
          assistant: { ...assistant, firstMessage: undefined },
          brain: brainFor(assistant),
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
        ...(previousChatId ? { previousChatId } : {}),
        input,
        output: chatOutput(conversation, since),
        createdAt,
        updatedAt: options.now().toISOString(),
      },
      201,
    );
  });

  app.onError((error, c) => {
    if (error instanceof DeliveryRefused) return badRequest(c, error.message);
    throw error;
  });

  app.post('/_admin/simulate-call', async (c) => {
    const body = await parseBody(c, simulate);
    if (!body.ok) return body.response;
    const number = store.getPhoneNumber(body.data.phoneNumberId);
    if (!number) return badRequest(c, 'The phone number does not exist.');
    let assistant = number.assistantId ? store.getAssistant(number.assistantId) : undefined;
    // A call routed by assistant-request goes on under the id the server was asked about.
    let callId: string | undefined;
    if (!assistant) {
      const routed = await routeUnassignedCall(store, deliver, number, body.data.customerNumber, clock);
      if ('refused' in routed) return c.json({ ...routed.refused, toolResults: [] }, 201);
      ({ assistant, callId } = routed);
    }
    const conversation = startConversation({
      ...(callId ? { id: callId } : {}),
      orgId: store.orgId,
      type: 'inboundPhoneCall',
      assistantId: assistant.id,
      assistant,
      brain: brainFor(assistant, { calledNumber: number.number, callerNumber: body.data.customerNumber }),
      phoneNumberId: number.id,
      customerNumber: body.data.customerNumber,
      clock,
    });
    store.recordInboundCall({
      id: conversation.id,
      assistantId: assistant.id,
      phoneNumberId: number.id,
      customer: { number: body.data.customerNumber },
      startedAt: new Date(conversation.startedAt).toISOString(),
    });
    await deliver(assistant.server, statusUpdate(conversation));
    const toolResults: ToolReply[] = [];
    // The caller's lines are answered by the brain; a tool step makes the assistant call that tool
    // itself, for tests of the webhook's answers. Nothing is played after the assistant hangs up.
    for (const step of body.data.script) {
      if (conversation.ended) break;
      if ('caller' in step) {
        await callerSays(conversation, deliver, store, step.caller);
        continue;
      }
      const { answer, result } = await runTool(conversation, deliver, step.tool, step.arguments);
      toolResults.push(answer);
      addTurn(conversation, 'bot', result);
    }
    await finish(conversation, conversation.ended?.reason ?? body.data.endedReason ?? 'customer-ended-call');
    return c.json({ callId: conversation.id, transcript: transcriptOf(conversation), toolResults }, 201);
  });

  return app;
}
