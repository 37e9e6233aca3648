import { AI_MESSAGES, type RewriteRequest } from '@portal/shared/ai';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { LlmError, type Llm } from '../../providers/llm/llm.ts';
import { rewritePrompt } from './prompts.pure.ts';

/** Room for the rewrite to be somewhat longer than the text (about four characters a token). */
const maxTokensFor = (text: string) => Math.min(4000, Math.ceil(text.length / 3) + 200);

/** Models like to wrap an answer in quotes or a code fence even when told not to. */
const unwrap = (answer: string) =>
  answer
    .trim()
    .replace(/^```[a-z]*\n([\s\S]*)\n```$/, '$1')
    .replace(/^"([\s\S]*)"$/, '$1')
    .trim();

export async function rewriteText(llm: Llm, log: Logger, input: RewriteRequest) {
  const text = input.text.trim();
  if (!text) throw new AppError('VALIDATION_FAILED', AI_MESSAGES.emptyText);
  let answer: string;
  try {
    answer = await llm.complete({
      system: rewritePrompt(input.context),
      user: text,
      maxTokens: maxTokensFor(text),
      temperature: 0.4,
    });
  } catch (error) {
    log.warn({ err: error, field: input.field }, 'AI rewrite failed');
    if (error instanceof LlmError && error.kind === 'invalid_response') {
      throw new AppError('UPSTREAM_FAILED', AI_MESSAGES.rewriteFormat);
    }
    throw new AppError('UPSTREAM_FAILED', AI_MESSAGES.rewriteFailed);
  }
  const rewrittenText = unwrap(answer);
  if (!rewrittenText) throw new AppError('UPSTREAM_FAILED', AI_MESSAGES.rewriteFormat);
  return { rewrittenText };
}
