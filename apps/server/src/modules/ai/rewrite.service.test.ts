import { AI_MESSAGES } from '@portal/shared/ai';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { createLogger } from '../../lib/logger.ts';
import { LlmError, type CompletionRequest, type Llm } from '../../providers/llm/llm.ts';
import { rewriteText } from './rewrite.service.ts';

const log = createLogger('silent');
const answering = (answer: () => Promise<string>, seen: CompletionRequest[] = []): Llm => ({
  complete: (request) => {
    seen.push(request);
    return answer();
  },
  completeJson: () => Promise.reject(new Error('a rewrite asks for text')),
});

async function failure(llm: Llm) {
  const error = await rewriteText(llm, log, { text: 'hello', context: 'Greeting' }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('rewriteText', () => {
  it('asks for a rewrite of the section, keeping facts, and returns only the text', async () => {
    const seen: CompletionRequest[] = [];
    const llm = answering(async () => '```\n"Welcome to Acme!"\n```', seen);
    const result = await rewriteText(llm, log, { text: '  welcome to acme ', context: 'Greeting' });
    expect(result).toEqual({ rewrittenText: 'Welcome to Acme!' });
    expect(seen[0]?.system).toContain('Rewrite the text for a phone agent\'s "Greeting" section.');
    expect(seen[0]?.system).toContain('Keep every fact exactly as given');
    expect(seen[0]?.user).toBe('welcome to acme');
  });

  it('502s with the format message on an empty answer or one without text', async () => {
    for (const llm of [
      answering(async () => '   '),
      answering(() => Promise.reject(new LlmError('invalid_response', 'no content'))),
    ]) {
      const error = await failure(llm);
      expect(error.status).toBe(502);
      expect(error.message).toBe(AI_MESSAGES.rewriteFormat);
    }
  });

  it('502s with the generic message on any other failure', async () => {
    for (const kind of ['timeout', 'auth', 'rate_limited', 'unavailable'] as const) {
      const error = await failure(answering(() => Promise.reject(new LlmError(kind, 'x'))));
      expect(error.status).toBe(502);
      expect(error.message).toBe(AI_MESSAGES.rewriteFailed);
    }
  });
});
