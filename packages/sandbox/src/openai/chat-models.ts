import { ASSISTANT_MODEL, WRITING_MODEL } from '@portal/shared/agents/models.plain';
import type { ChatModel } from 'openai/resources/shared';

/**
 * The models OpenAI serves on chat completions: the `ChatModel` list of the official `openai`
 * package, so a typo in OPENAI_MODEL fails here as it would at OpenAI (404 model_not_found).
 * The product's own defaults are always known, whatever they become.
 */
export const CHAT_MODELS = [
  'gpt-5.6-sol',
  'gpt-5.6-terra',
  'gpt-5.6-luna',
  'gpt-5.4',
  'gpt-5.4-mini',
  'gpt-5.4-nano',
  'gpt-5.4-mini-2026-03-17',
  'gpt-5.4-nano-2026-03-17',
  'gpt-5.3-chat-latest',
  'gpt-5.2',
  'gpt-5.2-2025-12-11',
  'gpt-5.2-chat-latest',
  'gpt-5.2-pro',
  'gpt-5.2-pro-2025-12-11',
  'gpt-5.1',
  'gpt-5.1-2025-11-13',
  'gpt-5.1-codex',
  'gpt-5.1-mini',
  'gpt-5.1-chat-latest',
  'gpt-5',
  'gpt-5-mini',
  'gpt-5-nano',
  'gpt-5-2025-08-07',
  'gpt-5-mini-2025-08-07',
  'gpt-5-nano-2025-08-07',
  'gpt-5-chat-latest',
  'gpt-4.1',
  'gpt-4.1-mini',
  'gpt-4.1-nano',
  'gpt-4.1-2025-04-14',
  'gpt-4.1-mini-2025-04-14',
  'gpt-4.1-nano-2025-04-14',
  'o4-mini',
  'o4-mini-2025-04-16',
  'o3',
  'o3-2025-04-16',
  'o3-mini',
  'o3-mini-2025-01-31',
  'o1',
  'o1-2024-12-17',
  'o1-preview',
  'o1-preview-2024-09-12',
  'o1-mini',
  'o1-mini-2024-09-12',
  'gpt-4o',
  'gpt-4o-2024-11-20',
  'gpt-4o-2024-08-06',
  'gpt-4o-2024-05-13',
  'gpt-4o-audio-preview',
  'gpt-4o-audio-preview-2024-10-01',
  'gpt-4o-audio-preview-2024-12-17',
  'gpt-4o-audio-preview-2025-06-03',
  'gpt-4o-mini-audio-preview',
  'gpt-4o-mini-audio-preview-2024-12-17',
  'gpt-4o-search-preview',
  'gpt-4o-mini-search-preview',
  'gpt-4o-search-preview-2025-03-11',
  'gpt-4o-mini-search-preview-2025-03-11',
  'chatgpt-4o-latest',
  'codex-mini-latest',
  'gpt-4o-mini',
  'gpt-4o-mini-2024-07-18',
  'gpt-4-turbo',
  'gpt-4-turbo-2024-04-09',
  'gpt-4-0125-preview',
  'gpt-4-turbo-preview',
  'gpt-4-1106-preview',
  'gpt-4-vision-preview',
  'gpt-4',
  'gpt-4-0314',
  'gpt-4-0613',
  'gpt-4-32k',
  'gpt-4-32k-0314',
  'gpt-4-32k-0613',
  'gpt-3.5-turbo',
  'gpt-3.5-turbo-16k',
  'gpt-3.5-turbo-0301',
  'gpt-3.5-turbo-0613',
  'gpt-3.5-turbo-1106',
  'gpt-3.5-turbo-0125',
  'gpt-3.5-turbo-16k-0613',
] as const satisfies readonly ChatModel[];

const known = new Set<string>([...CHAT_MODELS, ASSISTANT_MODEL, WRITING_MODEL]);

/** A fine-tuned model (`ft:<base>:<org>::<id>`) counts as its base model. */
const baseOf = (model: string) => (model.startsWith('ft:') ? (model.split(':')[1] ?? '') : model);

export const isChatModel = (model: string) => known.has(baseOf(model));

/**
 * OpenAI's reasoning models: the o-series and GPT-5 (its `-chat-latest` variants are not).
 * They take max_completion_tokens only, and no sampling temperature while they reason.
 */
export function isReasoningModel(model: string) {
  const base = baseOf(model);
  if (base.endsWith('-chat-latest')) return false;
  return /^o\d/.test(base) || base.startsWith('gpt-5') || base === 'codex-mini-latest';
}

/**
 * The reasoning effort a request runs with: GPT-5.1 and later default to `none` (no reasoning,
 * which is when they accept a temperature), the pro models to `high`, earlier reasoning models
 * to `medium`.
 */
export function effectiveEffort(model: string, requested: string | undefined) {
  if (requested) return requested;
  if (/-pro\b/.test(baseOf(model))) return 'high';
  const minor = /^gpt-5\.(\d+)/.exec(baseOf(model))?.[1];
  return minor !== undefined && Number(minor) >= 1 ? 'none' : 'medium';
}
