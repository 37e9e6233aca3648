import { useEffect } from 'react';

const PRODUCT_NAME = 'AI Voice Agent Platform';
const DEFAULT_DESCRIPTION = 'Build, personalise and test AI phone agents for your business.';

/** What a route says about itself in the tab and to search engines. */
export type PageMeta = { title: string; description?: string };

/**
 * Names the browser tab after the page shown, so an owner with several tabs open, a screen reader
 * and a search result all say which page this is.
 */
export function DocumentTitle({ meta }: { meta: PageMeta }) {
  useEffect(() => {
    document.title = `${meta.title} · ${PRODUCT_NAME}`;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', meta.description ?? DEFAULT_DESCRIPTION);
  }, [meta]);
  return null;
}
