import type { ScrapeRequest, ScrapeResponse } from '@portal/shared/ai';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Fetches one web page on the server (SSRF-safe) and returns its summary. */
export const useScrapeWebsite = () =>
  useMutation({
    mutationFn: (input: ScrapeRequest) => api<ScrapeResponse>('/ai/scrape-website', { method: 'POST', json: input }),
  });
