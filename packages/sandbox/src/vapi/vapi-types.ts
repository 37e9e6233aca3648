/**
 * What the emulator reads of the bodies it stores. Vapi's schema (openapi/) has checked each body
 * whole, so these name only the fields the emulator uses and let the rest through.
 */

export type ServerConfig = { url?: string; headers?: Record<string, string>; timeoutSeconds?: number };

export type ToolBody = {
  type: string;
  function?: { name?: string; [key: string]: unknown };
  server?: ServerConfig;
  destinations?: { type?: string; number?: string; numberE164CheckEnabled?: boolean; [key: string]: unknown }[];
  [key: string]: unknown;
};

export type AssistantBody = {
  firstMessage?: string;
  model?: { messages?: { role: string; content?: string | null }[]; tools?: ToolBody[]; [key: string]: unknown };
  voice?: { provider?: string; voiceId?: string; [key: string]: unknown };
  server?: ServerConfig;
  artifactPlan?: { structuredOutputs?: StructuredOutputBody[]; [key: string]: unknown };
  analysisPlan?: { summaryPlan?: { enabled?: boolean }; [key: string]: unknown };
  [key: string]: unknown;
};

export type StructuredOutputBody = { name: string; schema?: { type?: string }; [key: string]: unknown };

/** Only Telnyx imports are emulated: the portal buys its numbers from Telnyx. */
export type PhoneNumberBody = {
  provider: 'telnyx';
  number: string;
  credentialId: string;
  assistantId?: string;
  server?: ServerConfig;
  [key: string]: unknown;
};

export type CallBody = {
  assistantId?: string;
  assistant?: AssistantBody;
  assistantOverrides?: Record<string, unknown>;
  squadId?: string;
  squad?: unknown;
  workflowId?: string;
  workflow?: unknown;
  transport?: { provider?: string; roomDeleteOnUserLeaveEnabled?: boolean; [key: string]: unknown };
  roomDeleteOnUserLeaveEnabled?: boolean;
  [key: string]: unknown;
};
