import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaveGuard } from './testing/leave-guard';
import { navigateInBrowser } from './browser-location';

const popped: string[] = [];
const record = () => popped.push(location.pathname);
afterEach(() => {
  removeEventListener('popstate', record);
  popped.length = 0;
});

describe("the browser's Back and Forward with a navigation blocker", () => {
  it('undoes a held Back at once, and goes back only when the owner says to leave', async () => {
    history.pushState(null, '', '/agents');
    history.pushState({ tab: 'brain' }, '', '/agent/a/configure?tab=brain');
    // Listens after the blocker, like the router: it must never see the held move.
    addEventListener('popstate', record);
    render(<LeaveGuard />);

    history.back();
    expect(await screen.findByText('Leave?')).toBeInTheDocument();
    expect(location.pathname + location.search).toBe('/agent/a/configure?tab=brain');
    expect(history.state).toEqual({ tab: 'brain' });
    expect(popped).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location.pathname).toBe('/agents'));
    expect(popped).toEqual(['/agents']);
    expect(screen.queryByText('Leave?')).not.toBeInTheDocument();
  });

  it('holds Forward the same way, and stays when told', async () => {
    history.pushState(null, '', '/agent/a/configure');
    history.pushState(null, '', '/calls');
    history.back();
    await waitFor(() => expect(location.pathname).toBe('/agent/a/configure'));
    addEventListener('popstate', record);
    render(<LeaveGuard />);

    history.forward();
    expect(await screen.findByText('Leave?')).toBeInTheDocument();
    expect(location.pathname).toBe('/agent/a/configure');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(location.pathname).toBe('/agent/a/configure');
    expect(popped).toEqual([]);
  });

  it('lets Back through when no blocker asks', async () => {
    history.pushState(null, '', '/agents');
    history.pushState(null, '', '/calls');
    addEventListener('popstate', record);
    history.back();
    await waitFor(() => expect(popped).toEqual(['/agents']));
  });

  it('replaces the entry when the address asked for is the one shown, and adds one otherwise', () => {
    history.pushState(null, '', '/calls');
    const entries = history.length;
    navigateInBrowser('/calls');
    expect(history.length).toBe(entries);
    navigateInBrowser('/calls?outcome=booked');
    expect(history.length).toBe(entries + 1);
    expect(location.search).toBe('?outcome=booked');
  });
});
