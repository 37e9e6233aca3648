import { z } from 'zod';
import { reportedOutcomeSchema, readCallOutcome, type CallOutcome } from '@portal/shared/call-outcome';
import type { Llm } from '../../providers/llm/llm.ts';

const SCHEMA = JSON.stringify(z.toJSONSchema(reportedOutcomeSchema));

const SYSTEM = [
  "You read the transcript of a phone call to a small business's AI agent and report what happened on it,",
  'for the business owner. Answer with one JSON object and nothing else, following this JSON Schema:',
  SCHEMA,
  'Report only what the transcript shows; leave out what the caller did not say.',
].join('\n');

/** The model's JSON, with or without the code fence some models wrap it in. */
function jsonOf(answer: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer);
  try {
    return JSON.parse((fenced?.[1] ?? answer).trim());
  } catch {
    return null;
  }
}

/**
 * The portal's own reading of a call's transcript, for a call whose end report carried no usable
 * outcome: the same shared shape, checked the same way (an answer that does not fit is null).
 */
export async function analyseTranscript(llm: Llm, transcript: string): Promise<CallOutcome | null> {
  const answer = await llm.complete({ system: SYSTEM, user: transcript, temperature: 0, maxTokens: 800 });
  return readCallOutcome(jsonOf(answer));
}
