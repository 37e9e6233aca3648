import { z } from 'zod';
import {
  between,
  bool,
  e164,
  freeObject,
  headers,
  httpUrl,
  list,
  maxLength,
  oneOf,
  str,
  strict,
} from './validation.ts';
import {
  FIRST_MESSAGE_MODES,
  KNOWN_VOICE_IDS,
  MESSAGE_ROLES,
  MODEL_PROVIDERS,
  SERVER_MESSAGES,
  TRANSCRIBER_PROVIDERS,
  VOICE_PROVIDERS,
} from './catalog.ts';

/** CreateAssistantDTO as far as the portal uses it (docs/vendors.md#vapi-assistants); anything else is rejected. */

export const serverSchema = strict({
  url: httpUrl(),
  headers: headers().optional(),
  timeoutSeconds: between(1, 300).optional(),
  credentialId: str().optional(),
});

const functionDefinition = strict({
  name: str().regex(/^[a-zA-Z0-9_-]{1,64}$/, {
    error: 'must be 1-64 characters of letters, digits, underscores or dashes',
  }),
  description: str().optional(),
  // JSON Schema: Vapi checks the outer shape only, so nested schema keywords pass through.
  parameters: z
    .looseObject(
      { type: z.literal('object', { error: 'must be one of the following values: object' }), properties: freeObject() },
      { error: 'must be an object' },
    )
    .optional(),
});

const transferDestination = strict({
  type: z.literal('number', { error: 'must be one of the following values: number' }),
  number: e164(),
  extension: str().optional(),
  callerId: str().optional(),
  message: str().optional(),
  description: str().optional(),
});

const toolSchema = z.discriminatedUnion(
  'type',
  [
    strict({
      type: z.literal('transferCall'),
      destinations: list(transferDestination).optional(),
      function: functionDefinition.optional(),
    }),
    strict({ type: z.literal('endCall'), function: functionDefinition.optional() }),
    strict({
      type: z.literal('function'),
      async: bool().optional(),
      function: functionDefinition,
      server: serverSchema.optional(),
    }),
  ],
  { error: 'must be an object' },
);

const modelSchema = strict({
  provider: oneOf(MODEL_PROVIDERS),
  model: str().min(1, { error: 'should not be empty' }),
  temperature: between(0, 2).optional(),
  maxTokens: between(50, 10000).optional(),
  messages: list(strict({ role: oneOf(MESSAGE_ROLES), content: str().nullable() })).optional(),
  tools: list(toolSchema).optional(),
  toolIds: list(str()).optional(),
});

const voiceSchema = strict({
  provider: oneOf(VOICE_PROVIDERS),
  voiceId: str().min(1, { error: 'should not be empty' }),
  version: oneOf(['1', '2', 'latest']).optional(),
  language: str().optional(),
  speed: between(0.25, 2).optional(),
}).superRefine((voice, ctx) => {
  const known = KNOWN_VOICE_IDS[voice.provider];
  if (known && !known.includes(voice.voiceId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['voiceId'],
      message: `must be one of the following values: ${known.join(', ')}`,
    });
  }
});

const analysisPlanSchema = strict({
  minMessagesThreshold: between(0, 1000).optional(),
  summaryPlan: strict({
    enabled: bool().optional(),
    messages: list(freeObject()).optional(),
    timeoutSeconds: between(1, 60).optional(),
  }).optional(),
});

// Voicemail plans have many provider-specific knobs; only the provider is checked here.
const voicemailDetectionSchema = z.union(
  [z.literal('off'), z.looseObject({ provider: oneOf(['vapi', 'google', 'openai', 'twilio']) })],
  { error: 'must be "off" or a voicemail detection plan' },
);

const assistantShape = {
  name: maxLength(40),
  firstMessage: str(),
  firstMessageMode: oneOf(FIRST_MESSAGE_MODES),
  model: modelSchema,
  voice: voiceSchema,
  transcriber: strict({ provider: oneOf(TRANSCRIBER_PROVIDERS), model: str().optional(), language: str().optional() }),
  endCallMessage: str(),
  endCallPhrases: list(str()),
  voicemailDetection: voicemailDetectionSchema,
  maxDurationSeconds: between(10, 43200),
  server: serverSchema,
  serverMessages: list(oneOf(SERVER_MESSAGES)),
  analysisPlan: analysisPlanSchema,
  metadata: freeObject(),
};

/** One schema for create and update: nothing is required at the top level of either. */
export const assistantBodySchema = strict(assistantShape).partial();
export type AssistantBody = z.output<typeof assistantBodySchema>;
