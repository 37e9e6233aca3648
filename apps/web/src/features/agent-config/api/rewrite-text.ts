import type { RewriteRequest, RewriteResponse } from '@portal/shared/ai';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** "Rewrite with AI": the server asks the LLM provider, with the card title as context. */
export const useRewriteText = () =>
  useMutation({
    mutationFn: (input: RewriteRequest) => api<RewriteResponse>('/ai/rewrite', { method: 'POST', json: input }),
  });
