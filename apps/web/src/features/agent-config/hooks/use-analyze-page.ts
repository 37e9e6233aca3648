import { AI_MESSAGES, normalizeWebsiteUrl } from '@portal/shared/ai.plain';
import type { ScrapeRequest, ScrapeResponse } from '@portal/shared/ai';
import { useState } from 'react';
import { useScrapeWebsite } from '../api/scrape-website';
import { ownerMessage } from '../../../lib/api-client';
import type { Note } from '../lib/note';

/**
 * The 'Add & Analyze Page' flow shared by Auto-Populate and Website Info: the URL rules
 * in the browser (blank, https:// prepended, unparsable), then the server's summary.
 */
export function useAnalyzePage(onSummary: (result: ScrapeResponse) => string) {
  const scrape = useScrapeWebsite();
  const [url, setUrl] = useState('');
  const [note, setNote] = useState<Note | null>(null);

  const analyze = (category: ScrapeRequest['category']) => {
    if (scrape.isPending) return;
    const normalized = normalizeWebsiteUrl(url);
    if (!normalized.ok) return setNote({ ok: false, text: normalized.message });
    setNote(null);
    scrape.mutate(
      { url: normalized.url, category },
      {
        onSuccess: (result) => {
          if (typeof result?.summary !== 'string' || !result.summary.trim()) {
            return setNote({ ok: false, text: AI_MESSAGES.summaryMissing });
          }
          const done = onSummary(result);
          setNote({ ok: true, text: result.warning ? `${done} ${result.warning}` : done });
          setUrl('');
        },
        onError: (error) =>
          setNote({
            ok: false,
            text: ownerMessage(error, AI_MESSAGES.scrapeFailed, AI_MESSAGES.scrapeSessionExpired),
          }),
      },
    );
  };

  return { url, setUrl, note, busy: scrape.isPending, analyze, canAnalyze: url.trim() !== '' && !scrape.isPending };
}
