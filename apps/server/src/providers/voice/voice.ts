/**
 * The voice platform as our services see it. Types are ours; the Vapi client maps them to the
 * vendor's wire format (docs/vendors.md#vapi-assistants). Shapes follow Vapi's CreateAssistantDTO closely
 * because compileAssistant produces exactly what is sent.
 */

/**
 * How a transfer is made (Vapi's TransferPlan, the parts we use): warm waits up to `timeout`
 * seconds for whoever answers to speak, says a summary to them, then connects the caller; cold
 * puts the caller straight through. When the transfer fails the caller hears
 * `fallbackPlan.message` and the assistant stays on the line.
 */
export type TransferPlan =
  | {
      mode: 'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary';
      timeout: number;
      summaryPlan: { enabled: boolean; messages: { role: 'system' | 'user'; content: string }[] };
      fallbackPlan: { message: string; endCallEnabled: boolean };
    }
  | { mode: 'blind-transfer'; fallbackPlan: { message: string; endCallEnabled: boolean } };

export type AssistantTool =
  | {
      type: 'transferCall';
      destinations: {
        type: 'number';
        number: string;
        message?: string;
        description?: string;
        extension?: string;
        callerId?: string;
        transferPlan?: TransferPlan;
      }[];
      function?: { name: string; description?: string };
    }
  | { type: 'endCall' }
  | {
      type: 'function';
      async?: boolean;
      function: { name: string; description: string; parameters: Record<string, unknown> };
      server?: { url: string; headers?: Record<string, string>; timeoutSeconds?: number };
    };

export type AssistantSpec = {
  name: string;
  firstMessage?: string;
  firstMessageMode?: 'assistant-speaks-first' | 'assistant-waits-for-user';
  endCallMessage?: string;
  endCallPhrases?: string[];
  model: {
    provider: 'openai';
    model: string;
    temperature?: number;
    maxTokens?: number;
    messages: { role: 'system'; content: string }[];
    tools?: AssistantTool[];
    /** Tools kept on the platform on their own (the knowledge base's query tool), by id. */
    toolIds?: string[];
  };
  voice: { provider: string; voiceId: string; version?: '1' | '2' | 'latest'; language?: string; speed?: number };
  transcriber?: { provider: 'deepgram'; model: string; language: string };
  maxDurationSeconds?: number;
  server: { url: string; timeoutSeconds?: number; headers: Record<string, string>; credentialId?: string };
  serverMessages: string[];
  artifactPlan?: {
    recordingEnabled?: boolean;
    recordingFormat?: 'wav;l16' | 'mp3';
    /** `enabled: false`: the platform keeps no transcript of the call (TranscriptPlan). */
    transcriptPlan?: { enabled: boolean };
    structuredOutputs?: {
      name: string;
      type?: 'ai';
      description?: string;
      schema: Record<string, unknown>;
    }[];
  };
  /**
   * The recording notice played before the assistant answers; callers who stay on the line agree
   * (RecordingConsentPlanStayOnLine, docs/vendors.md#vapi-recording-consent). Always sent: PATCH
   * replaces only the fields it carries, so an empty plan ({}) clears one switched off.
   */
  compliancePlan?: {
    recordingConsentPlan?: { type: 'stay-on-line'; message: string; waitSeconds?: number };
  };
  /** `draft: 'true'`: the assistant of an agent's draft, for test calls; callers never reach it. */
  metadata: { agentId: string; userId: string; draft?: 'true'; [key: string]: unknown };
};

export type Assistant = AssistantSpec & { id: string; createdAt: string; updatedAt: string };

/** A text file for the platform's knowledge base. */
export type KnowledgeFileUpload = { fileName: string; contentType: string; text: string };
export type KnowledgeFile = { id: string; name: string };

/**
 * A query tool: the assistant searches these files, as one named knowledge base, when a caller
 * asks about something its prompt does not say (docs/vendors.md#vapi-knowledge-base).
 */
export type KnowledgeToolSpec = { name: string; description: string; fileIds: string[] };
export type KnowledgeTool = KnowledgeToolSpec & { id: string };

export type PhoneNumberImport = {
  number: string;
  credentialId: string;
  name?: string;
  assistantId?: string | null;
  server?: { url: string; headers?: Record<string, string> };
};

export type VoicePhoneNumber = {
  id: string;
  number: string;
  assistantId: string | null;
  status: 'active' | 'activating' | 'blocked';
};

/**
 * Where a call's recording can be fetched: the platform keeps recordings private, so each play
 * asks it for a short-lived download address (or, failing that, the audio itself).
 */
export type RecordingSource = { redirectTo: string } | { body: ReadableStream<Uint8Array>; contentType: string };

/** A function call the assistant made during a text chat, as the platform lists it. */
export type ChatToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };

/** One message of a chat's output: the assistant speaking or calling tools, or a tool's answer. */
export type ChatMessage =
  | { role: 'assistant'; content?: string | null; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; content: string; tool_call_id: string }
  | { role: string; content?: string | null };

/**
 * A message of a chat's input as Vapi's published schema types it (SystemMessage, UserMessage):
 * the text as `message`, with when it was said (epoch ms) and how far into the conversation.
 */
export type ChatInputMessage =
  | { role: 'system'; message: string; time: number; secondsFromStart: number }
  | { role: 'user'; message: string; time: number; endTime: number; secondsFromStart: number };

/**
 * A text chat turn with an assistant given whole (a transient assistant: nothing is stored on the
 * platform), continuing the chat `previousChatId` when given. The input is what the caller says,
 * or messages in order: a system message tells the assistant what happened on the platform's side
 * (a transfer nobody answered) before the caller's next words.
 */
export type ChatRequest = { assistant: AssistantSpec; input: string | ChatInputMessage[]; previousChatId?: string };
export type ChatReply = { id: string; output: ChatMessage[] };

/**
 * The longest a call lasts when its assistant sets no `maxDurationSeconds`: Vapi's default, 600 s
 * (docs/vendors.md#vapi-calls). The platform ends a call at its maximum, so a call still open in
 * the history after that has lost its end report.
 */
export const PLATFORM_DEFAULT_MAX_DURATION_SECONDS = 600;

/** A call as the platform knows it now (`GET /call/{id}`); times are ISO strings. */
export type VoiceCall = {
  id: string;
  type: string | null;
  /** `queued`, `ringing`, `in-progress`, `forwarding`, `ended`, ... */
  status: string;
  assistantId: string | null;
  endedReason: string | null;
  startedAt: string | null;
  endedAt: string | null;
  /** US dollars. */
  cost: number | null;
};

/** A failure of the voice platform: `status` is the vendor's HTTP status (0 = unreachable). */
export class VoicePlatformError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type VoicePlatform = {
  createAssistant(spec: AssistantSpec): Promise<Assistant>;
  updateAssistant(id: string, spec: AssistantSpec): Promise<Assistant>;
  getAssistant(id: string): Promise<Assistant | null>;
  /**
   * The assistant compiled for one of our agents (by its metadata), if the platform has one;
   * `createdSince` narrows the search to assistants made after the agent was. The agent's draft
   * assistant is never the answer: it is not the one callers reach.
   */
  findAgentAssistant(agentId: string, createdSince?: Date): Promise<Assistant | null>;
  /** Deleting an assistant that no longer exists is not an error. */
  deleteAssistant(id: string): Promise<void>;
  uploadKnowledgeFile(file: KnowledgeFileUpload): Promise<KnowledgeFile>;
  /** Deleting a file that no longer exists is not an error. */
  deleteFile(id: string): Promise<void>;
  createKnowledgeTool(spec: KnowledgeToolSpec): Promise<KnowledgeTool>;
  /** Deleting a tool that no longer exists is not an error. */
  deleteTool(id: string): Promise<void>;
  importPhoneNumber(input: PhoneNumberImport): Promise<VoicePhoneNumber>;
  /** assistantId null unassigns the number. */
  assignPhoneNumber(id: string, assistantId: string | null): Promise<VoicePhoneNumber>;
  deletePhoneNumber(id: string): Promise<void>;
  /** A call as the platform knows it now, or null when it has no such call. */
  getCall(id: string): Promise<VoiceCall | null>;
  /**
   * Deletes a call at the platform with its recordings and transcript (retention, or the owner's
   * delete); a call the platform no longer has is not an error.
   */
  deleteCall(id: string): Promise<void>;
  /** The recording of a call (the whole conversation on one track), or null when it has none. */
  openRecording(callId: string): Promise<RecordingSource | null>;
  /** One caller turn of a text conversation, the way test scenarios talk to an assistant. */
  chat(request: ChatRequest): Promise<ChatReply>;
};
