import { ASSISTANT_MODEL } from '@portal/shared/agents/models.plain';
import type { AssistantBody } from '../../vapi-types.ts';

/** The model, temperature and answer length the assistant names, as chat-completions parameters. */

export type ModelSettings = { model: string; temperature?: number; maxTokens?: number };

/**
 * The emulated call is text, and a speech-to-speech (realtime) model does not answer on chat
 * completions; nor does another provider's model answer at OpenAI. Those calls get the model the
 * product gives text-to-speech voices, so the agent still answers from its own prompt and tools.
 */
function chatModelOf(assistant: AssistantBody): string {
  const { provider, model } = assistant.model ?? {};
  if (typeof model !== 'string' || model === '' || provider !== 'openai' || /realtime/.test(model)) {
    return ASSISTANT_MODEL;
  }
  return model;
}

/**
 * OpenAI's reasoning models (the o-series, and GPT-5 but for its `-chat-latest` variants) refuse a
 * sampling temperature while they reason, so only the others are sent one.
 */
const takesTemperature = (model: string) =>
  !(/^o\d/.test(model) || (model.startsWith('gpt-5') && !model.endsWith('-chat-latest')));

export function modelSettings(assistant: AssistantBody): ModelSettings {
  const { temperature, maxTokens } = assistant.model ?? {};
  return {
    model: chatModelOf(assistant),
    ...(typeof temperature === 'number' ? { temperature } : {}),
    ...(typeof maxTokens === 'number' ? { maxTokens } : {}),
  };
}

/** The request's sampling parameters for these settings. */
export function samplingParameters(settings: ModelSettings) {
  return {
    model: settings.model,
    ...(settings.temperature !== undefined && takesTemperature(settings.model)
      ? { temperature: settings.temperature }
      : {}),
    // max_completion_tokens, not the deprecated max_tokens: every chat model takes it, and
    // reasoning models refuse max_tokens.
    ...(settings.maxTokens !== undefined ? { max_completion_tokens: settings.maxTokens } : {}),
  };
}
