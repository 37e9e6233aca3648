import { Hono } from 'hono';
import { z } from 'zod';
import {
  addTurn,
  startConversation,
  statusUpdate,
  transcriptOf,
  type BrainFor,
  type Conversation,
} from './conversation.ts';
import { callerSays, runTool, type ToolReply } from './conversation-turns.ts';
import type { BrainFactory } from './brain/brain.ts';
import type { KnowledgeText } from './knowledge-state.ts';
import { withOverrides, type AssistantOverrides } from './assistant-overrides.ts';
import { routeUnassignedCall } from './assistant-request.ts';
import { chatRoute } from './chat-route.ts';
import { speakingClock } from './speaking-clock.ts';
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
const scriptStep = z.union([
  z.object({ caller: z.string().min(1).max(2000) }).strict(),
  z.object({ tool: z.string().min(1), arguments: z.record(z.string(), z.unknown()) }).strict(),
]);
const simulate = z
  .object({
    phoneNumberId: z.string(),
    customerNumber: z.string().regex(/^\+\d{8,15}$/),
    // Empty: a caller who hangs up after the greeting without saying a word.
    script: z.array(scriptStep).max(40),
    endedReason: endedReason.optional(),
  })
  .strict();

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
  const app = new Hono();
  const brainFor: BrainFor = (assistant, call = {}) =>
    options.brain(assistant, { now: options.now, knowledge: options.knowledgeOf?.(assistant) ?? [], ...call });
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
    const stored = call?.assistantId ? store.getAssistant(call.assistantId) : undefined;
    if (!call || !stored) return undefined;
    // The overrides the call was started with (the web SDK's `vapi.start(id, overrides)`).
    const { assistant, variables } = withOverrides(stored, call.assistantOverrides);
    const conversation = startConversation({
      id,
      orgId: store.orgId,
      type: 'webCall',
      assistantId: stored.id,
      assistant,
      brain: brainFor(assistant, { variables }),
      variables,
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
    if (!conversation) return notFound(c);
    // A stay-on-the-line notice plays before the first message: the caller hears both, in order.
    const heard = [conversation.consent, conversation.greeting].filter(Boolean).join(' ');
    return c.json({ firstMessage: heard || null });
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

  chatRoute(app, { store, deliver, brainFor, now: options.now, clock });

  app.onError((error, c) => {
    if (error instanceof DeliveryRefused) return badRequest(c, error.message);
    throw error;
  });

  app.post('/_admin/simulate-call', async (c) => {
    const body = await parseBody(c, simulate);
    if (!body.ok) return body.response;
    const number = store.getPhoneNumber(body.data.phoneNumberId);
    if (!number) return badRequest(c, 'The phone number does not exist.');
    let stored = number.assistantId ? store.getAssistant(number.assistantId) : undefined;
    // A call routed by assistant-request goes on under the id the server was asked about, with the
    // overrides its answer gave.
    let callId: string | undefined;
    let overrides: AssistantOverrides | undefined;
    if (!stored) {
      const routed = await routeUnassignedCall(store, deliver, number, body.data.customerNumber, clock);
      if ('refused' in routed) return c.json({ ...routed.refused, toolResults: [] }, 201);
      ({ assistant: stored, callId, overrides } = routed);
    }
    const { assistant, variables } = withOverrides(stored, overrides);
    const customerNumber = body.data.customerNumber;
    const spoken = speakingClock(clock);
    const conversation = startConversation({
      ...(callId ? { id: callId } : {}),
      orgId: store.orgId,
      type: 'inboundPhoneCall',
      assistantId: stored.id,
      assistant,
      brain: brainFor(assistant, { calledNumber: number.number, callerNumber: customerNumber, variables }),
      variables,
      phoneNumberId: number.id,
      customerNumber,
      clock: spoken.now,
      onSaid: spoken.say,
    });
    store.recordInboundCall({
      id: conversation.id,
      assistantId: stored.id,
      ...(overrides ? { assistantOverrides: overrides } : {}),
      phoneNumberId: number.id,
      customer: { number: customerNumber },
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
