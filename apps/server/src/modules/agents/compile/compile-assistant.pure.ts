import { resolveVoice } from '@portal/shared/agents/voices.plain';
import type { AssistantSpec } from '../../../providers/voice/voice.ts';
import { assistantTools } from './assistant-tools.pure.ts';
import { CALL_SUMMARY_OUTPUT, WEBHOOK_SECRET_HEADER } from '@portal/shared/voice-webhook.plain';
import { present, type CompilableAgent, type CompileContext } from './compile-input.pure.ts';
import { buildSystemPrompt } from './system-prompt.pure.ts';
import { CALL_OUTCOME_OUTPUT } from '../../../lib/structured-output.ts';
import { compileCallBrief } from './call-brief.pure.ts';
import { spokenGreeting } from '@portal/shared/agents/greeting.plain';
import { compliancePlan, firstMessageWith, recordingPlan } from './privacy.pure.ts';

// Vapi limits assistant names to 40 characters.
const NAME_LIMIT = 40;

/**
 * The voice-platform assistant compiled from an agent row (docs/product.md#voice-platform-sync). Pure: the same
 * agent and context always give the same body, which golden files pin down.
 */
export function compileAssistant(agent: CompilableAgent, context: CompileContext): AssistantSpec {
  const voice = resolveVoice(agent.voice);
  return {
    name: agent.agentName.slice(0, NAME_LIMIT),
    // The recording notice and the AI disclosure, when the owner has them said first, lead in.
    firstMessage: firstMessageWith(agent, spokenGreeting(agent)),
    firstMessageMode: 'assistant-speaks-first',
    // Always sent: PATCH replaces only the fields it carries, so an omitted one would linger.
    endCallMessage: present(agent.endOfCall) ? agent.endOfCall.trim() : '',
    model: {
      provider: 'openai',
      model: voice.model,
      temperature: 0.4,
      maxTokens: 300,
      messages: [{ role: 'system', content: buildSystemPrompt(agent, context) }],
      tools: assistantTools(agent, context),
    },
    voice: { provider: voice.provider.provider, voiceId: voice.provider.voiceId },
    // nova-3 is Deepgram's current general model (nova-2 is the previous generation) in Vapi's enum.
    transcriber: { provider: 'deepgram', model: 'nova-3', language: 'en' },
    maxDurationSeconds: 900,
    server: {
      url: context.webhookUrl,
      timeoutSeconds: 20,
      headers: { [WEBHOOK_SECRET_HEADER]: context.webhookSecret },
    },
    serverMessages: ['end-of-call-report', 'status-update', 'tool-calls'],
    // Vapi recommends structured outputs over the deprecated analysisPlan; this one writes the
    // summary the call page shows.
    artifactPlan: {
      ...recordingPlan(agent),
      recordingFormat: 'mp3',
      structuredOutputs: [CALL_SUMMARY_OUTPUT, CALL_OUTCOME_OUTPUT],
    },
    compliancePlan: compliancePlan(agent),
    // The brief repeats the prompt's facts as fields, for the sandbox's stand-in of the model.
    metadata: { agentId: agent.id, userId: context.userId, callBrief: compileCallBrief(agent, context) },
  };
}
