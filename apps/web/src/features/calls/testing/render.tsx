import type { ReactElement } from 'react';
import { renderPage as renderWithProviders } from '../../../testing/render';

export { json, mockFetch } from '../../../testing/render';

/** Renders a calls page at `entry` (route `path`) and returns its router. */
export const renderPage = (ui: ReactElement, { path, entry }: { path: string; entry: string }) =>
  renderWithProviders(ui, { path, entry }).router;
