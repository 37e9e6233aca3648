import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { LazyTooltip } from './lazy-tooltip';

describe('LazyTooltip', () => {
  it('shows the child at once, and the tooltip when the child is pointed at', async () => {
    renderWithMantine(
      <LazyTooltip label="Agent not call-enabled">
        <Button>Talk</Button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Talk' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Agent not call-enabled');
    await userEvent.unhover(button);
  });

  it('opens on focus only when asked to', async () => {
    renderWithMantine(
      <>
        <LazyTooltip label="Why not" events={{ hover: true, focus: true, touch: false }}>
          <Button>Talk</Button>
        </LazyTooltip>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Talk' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Why not');
  });

  it('leaves the child alone while the tooltip is disabled: the same button before and after a hover', async () => {
    // A page where no tooltip has loaded yet.
    vi.resetModules();
    const { LazyTooltip: FreshTooltip } = await import('./lazy-tooltip');
    renderWithMantine(
      <FreshTooltip label="The provider is still setting this number up" disabled>
        <Button>Release</Button>
      </FreshTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Release' });
    await userEvent.hover(button);
    // Long enough for the tooltip's code to have arrived, had the hover asked for it.
    await import('./tooltip');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Release' })).toBe(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
