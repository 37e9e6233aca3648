import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_ID, listOf, scenarioFixture } from '../testing/fixtures';
import { json, mockApi, renderPage } from '../testing/render';
import { SimulateCallHubCard } from './simulate-call-hub-card';

const sandbox = vi.hoisted(() => ({ siteConfig: { sandboxVoice: true }, panelLoaded: false }));
vi.mock('../../../lib/site-config', () => ({ siteConfig: sandbox.siteConfig }));
// Notes when the panel's module is first imported: it must wait for the owner to open it.
vi.mock('./simulate-call-modal', async (importOriginal) => {
  sandbox.panelLoaded = true;
  return importOriginal();
});

const open = () => renderPage(<SimulateCallHubCard agentId={AGENT_ID} agentName="Bright Smile" />);

beforeEach(() => {
  sandbox.siteConfig.sandboxVoice = true;
});

describe('SimulateCallHubCard', () => {
  it('is not there when the voice platform is real', () => {
    sandbox.siteConfig.sandboxVoice = false;
    mockApi({});
    open();
    expect(screen.queryByRole('heading', { name: 'Simulate an inbound call' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simulate a call' })).not.toBeInTheDocument();
  });

  it('in the sandbox, loads the panel only when the owner opens it, and Escape closes it', async () => {
    mockApi({
      [`GET /api/agents/${AGENT_ID}/scenarios`]: () => json(listOf([scenarioFixture({ title: 'Book a cleaning' })])),
      [`GET /api/agents/${AGENT_ID}/go-live`]: () =>
        json({ number: { e164: '+15125550100', display: '+1 (512) 555-0100' } }),
    });
    open();
    expect(screen.getByRole('heading', { name: 'Simulate an inbound call' })).toBeInTheDocument();
    expect(sandbox.panelLoaded).toBe(false);

    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Simulate a call' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Simulate an inbound call' });
    expect(sandbox.panelLoaded).toBe(true);
    const picker = within(dialog).getByRole('combobox', { name: 'What the caller says' });
    await waitFor(() => expect(picker).toHaveFocus());
    expect(await within(dialog).findByRole('option', { name: 'Book a cleaning' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
