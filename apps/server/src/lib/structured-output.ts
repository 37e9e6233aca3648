import { z } from 'zod';
import { CALL_OUTCOME_OUTPUT_NAME, reportedOutcomeSchema } from '@portal/shared/call-outcome';

/** The keywords of the voice platform's schema language (Vapi's JsonSchema); it refuses any other. */
const KEPT = new Set(['type', 'items', 'properties', 'description', 'required', 'enum', 'format']);

type JsonSchema = { [key: string]: unknown };

/** A JSON Schema cut down to what the platform accepts: limits such as maxLength are ours to check. */
export function toPlatformSchema(schema: JsonSchema): JsonSchema {
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEPT.has(key)) continue;
    if (key === 'items') result.items = toPlatformSchema(value as JsonSchema);
    else if (key === 'properties')
      result.properties = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, property]) => [
          name,
          toPlatformSchema(property),
        ]),
      );
    else result[key] = value;
  }
  return result;
}

/**
 * The call outcome as a structured output of the assistant: after each call the platform's model
 * fills it from the conversation, and the end-of-call report carries it under this name. Its
 * schema is the shared one, so the webhook validates exactly what was asked for.
 */
export const CALL_OUTCOME_OUTPUT = {
  name: CALL_OUTCOME_OUTPUT_NAME,
  type: 'ai',
  description:
    'What happened on the call, for the business owner: the result, what the caller left or asked, and their details.',
  schema: toPlatformSchema(z.toJSONSchema(reportedOutcomeSchema) as JsonSchema),
} as const;
