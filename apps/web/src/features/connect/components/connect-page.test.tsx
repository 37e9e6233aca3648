import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { ConnectPage } from './connect-page';

describe('ConnectPage', () => {
  it('links to the phone numbers and the calendar', () => {
    renderPage(<ConnectPage />, { path: '/connect' });
    expect(screen.getByRole('link', { name: /Get Your Agent's Phone/ })).toHaveAttribute('href', '/phone-numbers');
    expect(screen.getByRole('link', { name: /Connect Your Calendar/ })).toHaveAttribute('href', '/calendar');
  });

  it('removes the banner when its image fails to load', () => {
    const { container } = renderPage(<ConnectPage />, { path: '/connect' });
    const banner = container.querySelector('[data-banner]')!;
    expect(banner).toHaveAttribute('src', '/banners/connect.svg');
    fireEvent.error(banner);
    expect(container.querySelector('[data-banner]')).toBeNull();
  });
});
