import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  addTurn,
  endedUpdate,
  endOfCallReport,
  reply,
  startConversation,
  statusUpdate,
  toolCalls,
  transcriptOf,
  type Conversation,
} from './conversation.ts';
import { routeUnassignedCall } from './assistant-request.ts';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { badRequest, notFound, parseBody } from './validation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';
import { DeliveryRefused, functionTool, toolServer, type Deliver } from './webhook-delivery.ts';

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
  .object({ assistantId: z.string(), input: z.string().min(1).max(4000), previousChatId: z.string().optional() })
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

type ToolReply = { results?: { result?: string; error?: string }[]; error?: string };

/**
 * What happens inside a call, which the real Vapi runs on its media servers: the "room" a web
 * call joins (`webCallUrl`), the chat API, and an admin hook that plays a scripted inbound phone
 * call. Each posts status-update, tool-calls and end-of-call-report to the assistant's server URL.
 */
export function conversationRoutes(store: VapiSandboxStore, deliver: Deliver) {
  const live = new Map<string, Conversation>();
  const app = new Hono();

  const webConversation = (id: string) => {
    const existing = live.get(id);
    if (existing) return existing;
    const call = store.getCall(id);
    const assistant = call?.assistantId ? store.getAssistant(call.assistantId) : undefined;
    if (!call || !assistant) return undefined;
    const conversation = startConversation({
      id,
      orgId: store.orgId,
      type: 'webCall',
      assistantId: assistant.id,
      assistant,
      createdAt: call.createdAt,
    });
    live.set(id, conversation);
    void deliver(assistant.server, statusUpdate(conversation)).catch(() => undefined);
    return conversation;
  };

  app.post('/web-call/:id/messages', async (c) => {
    const body = await parseBody(c, say);
    if (!body.ok) return body.response;
    const conversation = webConversation(c.req.param('id'));
    if (!conversation) return notFound(c);
    return c.json({ reply: reply(conversation, body.data.text), transcript: transcriptOf(conversation) });
  });

  app.post('/web-call/:id/start', (c) => {
    const conversation = webConversation(c.req.param('id'));
    return conversation ? c.json({ firstMessage: conversation.assistant.firstMessage ?? null }) : notFound(c);
  });

  app.post('/web-call/:id/end', async (c) => {
    const body = await parseBody(c, end);
    if (!body.ok) return body.response;
    const conversation = webConversation(c.req.param('id'));
    if (!conversation) return notFound(c);
    live.delete(conversation.id);
    const reason = body.data.endedReason ?? 'customer-ended-call';
    await deliver(conversation.assistant.server, endedUpdate(conversation, reason)).catch(() => undefined);
    await deliver(conversation.assistant.server, endOfCallReport(conversation, reason)).catch(() => undefined);
    return c.json({ ended: true });
  });

  app.post('/chat', async (c) => {
    const body = await parseBody(c, chat);
    if (!body.ok) return body.response;
    const assistant = store.getAssistant(body.data.assistantId);
    if (!assistant)
      return badRequest(c, `Couldn't Get Assistant. \`assistantId\` ${body.data.assistantId} Does Not Exist.`);
    const conversation = startConversation({
      orgId: store.orgId,
      type: 'webCall',
      assistantId: assistant.id,
      assistant: { ...assistant, firstMessage: undefined },
    });
    const answer = reply(conversation, body.data.input);
    return c.json(
      {
        id: conversation.id,
        orgId: store.orgId,
        assistantId: assistant.id,
        messages: [{ role: 'user', content: body.data.input }],
        output: [{ role: 'assistant', content: answer }],
        createdAt: new Date().toISOString(),
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
    if (!assistant) {
      const routed = await routeUnassignedCall(store, deliver, number, body.data.customerNumber);
      if ('refused' in routed) return c.json({ ...routed.refused, toolResults: [] }, 201);
      assistant = routed.assistant;
    }
    const conversation = startConversation({
      orgId: store.orgId,
      type: 'inboundPhoneCall',
      assistantId: assistant.id,
      assistant,
      phoneNumberId: number.id,
      customerNumber: body.data.customerNumber,
    });
    await deliver(assistant.server, statusUpdate(conversation));
    const toolResults: ToolReply[] = [];
    for (const step of body.data.script) {
      if ('caller' in step) {
        reply(conversation, step.caller);
        continue;
      }
      const toolCall = {
        id: `call_${randomUUID().replace(/-/g, '')}`,
        type: 'function' as const,
        function: { name: step.tool, arguments: JSON.stringify(step.arguments) },
      };
      const tool = functionTool(assistant, step.tool);
      const message = toolCalls(conversation, toolCall, tool);
      const answer = ((await deliver(toolServer(assistant, tool), message)) ?? {}) as ToolReply;
      toolResults.push(answer);
      addTurn(
        conversation,
        'bot',
        answer.results?.[0]?.result ?? answer.results?.[0]?.error ?? answer.error ?? 'Sorry, I could not do that.',
      );
    }
    const reason = body.data.endedReason ?? 'customer-ended-call';
    await deliver(assistant.server, endedUpdate(conversation, reason));
    await deliver(assistant.server, endOfCallReport(conversation, reason));
    return c.json({ callId: conversation.id, transcript: transcriptOf(conversation), toolResults }, 201);
  });

  return app;
}
