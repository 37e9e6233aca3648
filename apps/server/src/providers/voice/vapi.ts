import { createVapiHttp, type VapiHttpOptions } from './vapi-http.ts';
import { openVapiRecording } from './vapi-recording.ts';
import {
  VoicePlatformError,
  type Assistant,
  type AssistantSpec,
  type ChatMessage,
  type KnowledgeTool,
  type PhoneNumberImport,
  type VoiceCall,
  type VoicePhoneNumber,
  type VoicePlatform,
} from './voice.ts';

/**
 * The Vapi client (docs/vendors.md#vapi), over fetch rather than @vapi-ai/server-sdk: we use
 * a few calls whose bodies are already Vapi's wire format (AssistantSpec mirrors CreateAssistantDTO),
 * and the SDK's own retries (2) and 60 s timeout would have to be overridden anyway.
 */

type VapiAssistant = AssistantSpec & { id: string; orgId?: string; createdAt: string; updatedAt: string };
type VapiPhoneNumber = {
  id: string;
  number: string;
  assistantId?: string | null;
  status?: VoicePhoneNumber['status'];
};

type VapiCall = {
  id: string;
  type?: string;
  status?: string;
  assistantId?: string;
  endedReason?: string;
  startedAt?: string;
  endedAt?: string;
  cost?: number;
};

/** The fields of Vapi's `File` and `QueryTool` we read. */
type VapiFile = { id: string; name?: string };
type VapiQueryTool = {
  id: string;
  knowledgeBases?: { name: string; description: string; fileIds: string[] }[];
};

const path = (collection: string, id?: string) =>
  id === undefined ? `/${collection}` : `/${collection}/${encodeURIComponent(id)}`;

/** Vapi echoes the stored assistant; `orgId` is the vendor's business, not ours. */
function toAssistant(body: VapiAssistant | null, label: string): Assistant {
  if (!body || typeof body.id !== 'string') throw new VoicePlatformError(`${label}: Vapi answered without an id`, 502);
  const { orgId: _orgId, ...assistant } = body;
  return assistant;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The fields of Vapi's `Call` we read; a call without a status is still being set up (`queued`). */
function toCall(body: VapiCall | null, label: string): VoiceCall {
  if (!body || typeof body.id !== 'string') throw new VoicePlatformError(`${label}: Vapi answered without an id`, 502);
  return {
    id: body.id,
    type: text(body.type),
    status: text(body.status) ?? 'queued',
    assistantId: text(body.assistantId),
    endedReason: text(body.endedReason),
    startedAt: text(body.startedAt),
    endedAt: text(body.endedAt),
    cost: typeof body.cost === 'number' && Number.isFinite(body.cost) ? body.cost : null,
  };
}

function toKnowledgeTool(body: VapiQueryTool | null): KnowledgeTool {
  const base = body?.knowledgeBases?.[0];
  if (!body || typeof body.id !== 'string' || !base) {
    throw new VoicePlatformError('Vapi POST /tool: the answer has no tool id or knowledge base', 502);
  }
  return { id: body.id, name: base.name, description: base.description, fileIds: base.fileIds };
}

function toPhoneNumber(body: VapiPhoneNumber | null, label: string): VoicePhoneNumber {
  if (!body || typeof body.id !== 'string') throw new VoicePlatformError(`${label}: Vapi answered without an id`, 502);
  return { id: body.id, number: body.number, assistantId: body.assistantId ?? null, status: body.status ?? 'active' };
}

export function createVapiVoicePlatform(options: VapiHttpOptions): VoicePlatform {
  const request = createVapiHttp(options);

  return {
    async createAssistant(spec) {
      const body = await request<VapiAssistant>({ method: 'POST', path: path('assistant'), body: spec });
      return toAssistant(body, 'Vapi POST /assistant');
    },

    // PATCH replaces each top-level field it carries; a field the spec no longer has stays on Vapi.
    async updateAssistant(id, spec) {
      const body = await request<VapiAssistant>({ method: 'PATCH', path: path('assistant', id), body: spec });
      return toAssistant(body, `Vapi PATCH ${path('assistant', id)}`);
    },

    async getAssistant(id) {
      const body = await request<VapiAssistant>({ method: 'GET', path: path('assistant', id), notFoundIsNull: true });
      return body === null ? null : toAssistant(body, `Vapi GET ${path('assistant', id)}`);
    },

    // Vapi lists 100 by default and 1,000 at most; only assistants made since the agent was can be its own.
    // It has no search by metadata: the list is read here, and an agent's draft assistant (made for
    // test calls, marked draft) is never the one callers reach.
    async findAgentAssistant(agentId, createdSince) {
      const query = new URLSearchParams({ limit: '1000' });
      if (createdSince) query.set('createdAtGe', createdSince.toISOString());
      const list = await request<VapiAssistant[]>({ method: 'GET', path: `${path('assistant')}?${query}` });
      const found = (list ?? []).find(
        (assistant) => assistant.metadata?.agentId === agentId && assistant.metadata?.draft !== 'true',
      );
      return found ? toAssistant(found, 'Vapi GET /assistant') : null;
    },

    async deleteAssistant(id) {
      await request({ method: 'DELETE', path: path('assistant', id), notFoundIsNull: true });
    },

    // Vapi reads the file's type from its name and content type; the text is parsed for search.
    async uploadKnowledgeFile(file) {
      const form = new FormData();
      form.append('file', new Blob([file.text], { type: file.contentType }), file.fileName);
      const body = await request<VapiFile>({ method: 'POST', path: path('file'), body: form });
      if (!body || typeof body.id !== 'string')
        throw new VoicePlatformError('Vapi POST /file: answered without an id', 502);
      return { id: body.id, name: body.name ?? file.fileName };
    },

    async deleteFile(id) {
      await request({ method: 'DELETE', path: path('file', id), notFoundIsNull: true });
    },

    // Google is the one provider Vapi's query tool offers (CreateQueryToolDTO, KnowledgeBase).
    async createKnowledgeTool(spec) {
      const body = await request<VapiQueryTool>({
        method: 'POST',
        path: path('tool'),
        body: {
          type: 'query',
          knowledgeBases: [
            { provider: 'google', name: spec.name, description: spec.description, fileIds: spec.fileIds },
          ],
        },
      });
      return toKnowledgeTool(body);
    },

    async deleteTool(id) {
      await request({ method: 'DELETE', path: path('tool', id), notFoundIsNull: true });
    },

    async importPhoneNumber(input: PhoneNumberImport) {
      const body = await request<VapiPhoneNumber>({
        method: 'POST',
        path: path('phone-number'),
        // Keys without a value are left out: Vapi's schema types them as strings, never null.
        body: {
          provider: 'telnyx',
          number: input.number,
          credentialId: input.credentialId,
          ...(input.name ? { name: input.name } : {}),
          ...(input.assistantId ? { assistantId: input.assistantId } : {}),
          ...(input.server ? { server: input.server } : {}),
        },
      });
      return toPhoneNumber(body, 'Vapi POST /phone-number');
    },

    async assignPhoneNumber(id, assistantId) {
      const body = await request<VapiPhoneNumber>({
        method: 'PATCH',
        path: path('phone-number', id),
        body: { provider: 'telnyx', assistantId },
      });
      return toPhoneNumber(body, `Vapi PATCH ${path('phone-number', id)}`);
    },

    async deletePhoneNumber(id) {
      await request({ method: 'DELETE', path: path('phone-number', id), notFoundIsNull: true });
    },

    async getCall(id) {
      const body = await request<VapiCall>({ method: 'GET', path: path('call', id), notFoundIsNull: true });
      return body === null ? null : toCall(body, `Vapi GET ${path('call', id)}`);
    },

    // DELETE /call/{id} takes a body (DeleteCallDTO: `ids` only for a bulk delete) and answers the
    // call; 503 means its recordings could not be erased and the call was kept (retried later).
    async deleteCall(id) {
      await request({ method: 'DELETE', path: path('call', id), body: {}, notFoundIsNull: true });
    },

    openRecording: (callId) => openVapiRecording(options, callId),

    async chat(chat) {
      const body = await request<{ id?: unknown; output?: unknown }>({
        method: 'POST',
        path: path('chat'),
        body: {
          assistant: chat.assistant,
          input: chat.input,
          ...(chat.previousChatId ? { previousChatId: chat.previousChatId } : {}),
        },
      });
      if (!body || typeof body.id !== 'string' || !Array.isArray(body.output)) {
        throw new VoicePlatformError('Vapi POST /chat: the answer has no chat id or output', 502);
      }
      return { id: body.id, output: body.output as ChatMessage[] };
    },
  };
}
