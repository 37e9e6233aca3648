import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { lazyOverlay } from './lazy-overlay';

type DialogProps = { opened: boolean; onClose: () => void };

function Dialog({ opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Rename agent" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Button onClick={onClose}>Done</Button>
    </Modal>
  );
}

function Page({ LazyDialog }: { LazyDialog: ReturnType<typeof lazyOverlay<DialogProps>> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Rename</Button>
      <LazyDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('lazyOverlay', () => {
  it('loads the dialog at its first opening, and gives focus back to what opened it', async () => {
    const load = vi.fn(async () => Dialog);
    const LazyDialog = lazyOverlay<DialogProps>(load);
    renderWithMantine(<Page LazyDialog={LazyDialog} />);
    expect(load).not.toHaveBeenCalled();

    const trigger = screen.getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Rename agent' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Rename agent' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again while the dialog is wanted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const load = vi.fn<() => Promise<typeof Dialog>>().mockRejectedValueOnce(new Error('offline'));
      load.mockResolvedValue(Dialog);
      const LazyDialog = lazyOverlay<DialogProps>(load);
      renderWithMantine(<Page LazyDialog={LazyDialog} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

      await user.click(screen.getByRole('button', { name: 'Rename' }));
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await vi.advanceTimersByTimeAsync(1000);
      expect(await screen.findByRole('dialog', { name: 'Rename agent' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
