import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => vi.restoreAllMocks());

describe('a page that fails while rendering', () => {
  it('shows the error page with a way to reload, and the next page starts afresh', () => {
    // The framework reports the error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderWithMantine(
      <PageErrorBoundary at="/calls">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();

    rerender(
      <PageErrorBoundary at="/agents">
        <p>My agents</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('My agents')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
