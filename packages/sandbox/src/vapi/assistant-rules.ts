import type { AssistantBody } from './vapi-types.ts';

/**
 * What Vapi refuses in an assistant beyond its published schema, which types these fields as plain
 * strings. The wording of both messages is the emulator's: Vapi's is not published.
 */

/** Vapi voices retired on 1 March 2026: new assistants can no longer use them (Vapi's legacy-voice migration guide). */
const RETIRED_VAPI_VOICES = ['Spencer', 'Neha', 'Harry', 'Cole', 'Paige', 'Hana', 'Lily', 'Kylie'];

const E164 = /^\+[1-9]\d{1,14}$/;

/** Why Vapi would refuse `assistant` although the schema accepts it; `at` is its path in the body. */
export function assistantRuleErrors(assistant: AssistantBody, at = ''): string[] {
  const prefix = at ? `${at}.` : '';
  const errors: string[] = [];
  const { voice } = assistant;
  if (voice?.provider === 'vapi' && voice.voiceId && RETIRED_VAPI_VOICES.includes(voice.voiceId)) {
    errors.push(`${prefix}voice.voiceId ${voice.voiceId} was retired on 1 March 2026 and cannot be used`);
  }
  // A transfer number must be E.164 unless numberE164CheckEnabled is false (the schema's own note).
  assistant.model?.tools?.forEach((tool, toolIndex) => {
    tool.destinations?.forEach((destination, index) => {
      if (destination.type !== 'number' || destination.numberE164CheckEnabled === false) return;
      if (typeof destination.number === 'string' && !E164.test(destination.number)) {
        const path = `${prefix}model.tools.${toolIndex}.destinations.${index}.number`;
        errors.push(`${path} must be a valid phone number in the E.164 format`);
      }
    });
  });
  return errors;
}
