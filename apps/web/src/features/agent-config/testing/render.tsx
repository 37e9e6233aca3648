import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { renderPage, type TestRoute } from '../../../testing/render';

// Whole forms render in jsdom; on a busy 2-core machine the first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

export { json, mockApi, sentBody } from '../../../testing/render';

/** Renders `ui` at `initialEntry` (route `path`) with the shared providers; `routes` are other pages. */
export function renderWithProviders(
  ui: Parameters<typeof renderPage>[0],
  options: { path?: string; initialEntry?: string; routes?: TestRoute[] } = {},
) {
  return renderPage(ui, { path: options.path, entry: options.initialEntry, routes: options.routes });
}
