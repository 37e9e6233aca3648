import { vapiSchemaErrors } from './openapi/validate.ts';
import type { AssistantBody, ToolBody } from './vapi-types.ts';

/**
 * A call's `assistantOverrides`, as Vapi applies them when the call starts: given by the web SDK's
 * `vapi.start(assistantId, overrides)`, by `POST /call`, by a chat, or by the server's answer to an
 * assistant-request. Their `variableValues` fill the Liquid variables of the prompt and the first
 * message; any other field given replaces the assistant's own, whole, as an update of the
 * assistant would; `tools:append` adds tools to the model's.
 */

export type AssistantOverrides = Record<string, unknown>;

/** The assistant the call runs and the variables it renders its templates with. */
export type CallAssistant = { assistant: AssistantBody; variables: Record<string, unknown> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `overrides` are not Vapi's AssistantOverrides, in its words, each under `path`. */
export const overridesErrors = (overrides: unknown, path: string) =>
  vapiSchemaErrors('AssistantOverrides', overrides, [path]);

/** The assistant with `overrides` applied; checked against Vapi's schema before. */
export function withOverrides(assistant: AssistantBody, overrides: AssistantOverrides | undefined): CallAssistant {
  if (!overrides) return { assistant, variables: {} };
  const { variableValues, 'tools:append': appended, ...fields } = overrides;
  const merged: AssistantBody = { ...assistant, ...fields };
  if (Array.isArray(appended) && appended.length) {
    merged.model = { ...merged.model, tools: [...(merged.model?.tools ?? []), ...(appended as ToolBody[])] };
  }
  return { assistant: merged, variables: variablesOf(variableValues) };
}

const variablesOf = (values: unknown) => (isPlainObject(values) ? values : {});

/** A chat takes the variable values alone: Vapi's schema says no other field is overridden in a chat. */
export const chatVariables = (overrides: AssistantOverrides | undefined) => variablesOf(overrides?.variableValues);
