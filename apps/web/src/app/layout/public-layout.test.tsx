import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { PublicLayout } from './public-layout';

describe('the frame before sign-in', () => {
  it('is dark as a whole, header, page and footer, so the dark sign-in form is at home in it', () => {
    renderPage(
      <PublicLayout>
        <h1>AI Voice Agent Platform</h1>
      </PublicLayout>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    for (const part of [screen.getByRole('banner'), heading, screen.getByRole('contentinfo')])
      expect(part.closest('[data-mantine-color-scheme="dark"]')).not.toBeNull();
    // The page itself stays light: only the frame says dark, for the signed-in app after it.
    expect(document.documentElement).not.toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
