import type { BlockedCaller } from '@portal/shared/blocked-callers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../testing/render';
import { CallerActionsMenu } from './caller-actions-menu';

const spammer: BlockedCaller = {
  id: '00000000-0000-4000-8000-000000000001',
  number: '+15125550166',
  note: null,
  createdAt: '2026-05-01T15:00:00.000Z',
};

const open = () => renderPage(<CallerActionsMenu number="+15125550166" label="Bright Smile, May 1, 10:00 AM CDT" />);
const moreActions = () => screen.getByRole('button', { name: 'More actions: Bright Smile, May 1, 10:00 AM CDT' });

describe('CallerActionsMenu', { timeout: 20_000 }, () => {
  it('blocks the caller from the menu and says so in a toast whose Undo unblocks them', async () => {
    const fetchMock = mockApi({
      'GET /api/blocked-callers': () => json({ blockedCallers: [] }),
      'POST /api/blocked-callers': () => json({ blockedCaller: spammer, warning: null }, 201),
      [`DELETE /api/blocked-callers/${spammer.id}`]: () => new Response(null, { status: 204 }),
    });
    open();
    expect(moreActions()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(moreActions());
    const item = await screen.findByRole('menuitem', { name: 'Block this caller' });
    expect(moreActions()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.click(item);

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(moreActions()).toHaveFocus();
    expect(await screen.findByText('Calls from +1 (512) 555-0166 are blocked.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Calls from +1 (512) 555-0166 are answered again.')).toBeInTheDocument();
    expect(screen.queryByText('Calls from +1 (512) 555-0166 are blocked.')).not.toBeInTheDocument();
    const changes = fetchMock.mock.calls
      .filter(([, init]) => init?.method)
      .map(([url, init]) => `${init!.method} ${String(url)}`);
    expect(changes).toEqual(['POST /api/blocked-callers', `DELETE /api/blocked-callers/${spammer.id}`]);
  });

  it('offers to unblock a caller on the list, and closes with Escape back to its button', async () => {
    const fetchMock = mockApi({
      'GET /api/blocked-callers': () => json({ blockedCallers: [spammer] }),
      [`DELETE /api/blocked-callers/${spammer.id}`]: () => new Response(null, { status: 204 }),
    });
    open();
    moreActions().focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Unblock this caller' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(moreActions()).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unblock this caller' }));
    expect(await screen.findByText('Calls from +1 (512) 555-0166 are answered again.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/blocked-callers/${spammer.id}`, expect.anything());
  });

  it('says in a toast why the caller could not be blocked', async () => {
    mockApi({
      'GET /api/blocked-callers': () => json({ blockedCallers: [] }),
      'POST /api/blocked-callers': () => json({ error: { code: 'CONFLICT', message: 'The block list is full.' } }, 409),
    });
    open();
    await userEvent.click(moreActions());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block this caller' }));
    expect(await screen.findByText('The block list is full.')).toBeInTheDocument();
  });

  it("leads first to the caller's page when the caller is in the directory", async () => {
    mockApi({ 'GET /api/blocked-callers': () => json({ blockedCallers: [] }) });
    const callerId = '00000000-0000-4000-8000-0000000000a1';
    const { router } = renderPage(
      <CallerActionsMenu number="+15125550166" label="Bright Smile, May 1, 10:00 AM CDT" callerId={callerId} />,
    );
    await userEvent.click(moreActions());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View caller', 'Block this caller']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    expect(items[0]).toHaveAttribute('href', `/callers/${callerId}`);
    await userEvent.keyboard('{Enter}');
    expect(router.location.pathname).toBe(`/callers/${callerId}`);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when the owner presses elsewhere', async () => {
    mockApi({ 'GET /api/blocked-callers': () => json({ blockedCallers: [] }) });
    open();
    await userEvent.click(moreActions());
    await screen.findByRole('menuitem', { name: 'Block this caller' });
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(moreActions()).toHaveAttribute('aria-expanded', 'false');
  });
});
