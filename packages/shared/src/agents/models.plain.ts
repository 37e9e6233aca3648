/**
 * The OpenAI models the product names, in one place so a model Vapi or OpenAI retires is changed
 * once. Checked on 2026-11-23 against the `OpenAIModel.model` enum of Vapi's API document
 * (published 2026-08-20, vendored in apps/server/src/sandbox/vapi/openapi) and Vapi's realtime
 * guide (docs.vapi.ai/openai-realtime); the contract tests fail if Vapi's schema drops one.
 */

/**
 * The language model of an assistant that speaks through a text-to-speech voice: a current
 * non-reasoning model, so it answers without a thinking pause and accepts a temperature.
 */
export const ASSISTANT_MODEL = 'gpt-4.1';

/** Speech-to-speech: the realtime model Vapi's guide marks production-ready (the others are previews). */
export const REALTIME_MODEL = 'gpt-realtime-2025-08-28';

/** The portal's own writing help (rewriting a field, summarising a website): fast and inexpensive. */
export const WRITING_MODEL = 'gpt-4.1-mini';
