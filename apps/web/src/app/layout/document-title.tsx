import { useEffect } from 'react';
import { useMatches } from 'react-router';

const PRODUCT_NAME = 'AI Voice Agent Platform';
const DEFAULT_DESCRIPTION = 'Build, personalise and test AI phone agents for your business.';

/** What a route says about itself in the tab and to search engines. */
export type PageMeta = { title: string; description?: string };

const metaOf = (handle: unknown): PageMeta | undefined =>
  handle && typeof handle === 'object' && 'title' in handle ? (handle as PageMeta) : undefined;

/**
 * Names the browser tab after the page (the deepest route that has a title), so an owner with
 * several tabs open, a screen reader and a search result all say which page this is.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const meta = matches.map((match) => metaOf(match.handle)).findLast(Boolean);
  useEffect(() => {
    document.title = meta ? `${meta.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', meta?.description ?? DEFAULT_DESCRIPTION);
  }, [meta]);
  return null;
}
