import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../testing/agent-fixture';
import { json, mockApi, renderWithProviders } from '../testing/render';
import { AgentConfigurePage } from './configure-page';

const PATH = '/agent/:agentId/configure';
const AVATAR_UPLOAD = '/api/agents/agent-1/avatar';

// The name is saved already: an unchanged name is not sent again.
const agent = agentFixture({ description: 'We fix bikes.', userSavedSections: ['agentName'] });

function renderPage(search: string, extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/agents/agent-1': () => json(agent), ...extra });
  const page = renderWithProviders(<AgentConfigurePage />, {
    path: PATH,
    initialEntry: `/agent/agent-1/configure${search}`,
    routes: [{ path: '/agents', element: <h1>My Agents</h1> }],
  });
  return { ...page, fetchMock };
}

async function openCard(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${title}` }));
  return screen.findByRole('dialog', { name: title });
}

const descriptionField = () =>
  within(screen.getByRole('dialog', { name: 'Description' })).getByLabelText('Description');
const escape = (element: Element) => fireEvent.keyDown(element, { key: 'Escape' });
const confirm = () => screen.findByRole('alertdialog', { name: 'Discard your changes?' });
const noConfirm = () =>
  expect(screen.queryByRole('alertdialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();

/** The form checks a change against the schema (asynchronously) before it counts as an edit. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function typeDescription(text: string) {
  const dialog = await openCard('Description');
  fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: text } });
  await settle();
  return dialog;
}

describe('unsaved edits in a card modal', () => {
  it('asks on Escape; Keep editing (the focused answer) keeps the typed text', async () => {
    renderPage('?tab=brain');
    const dialog = await typeDescription('We fix bikes and scooters.');
    act(() => descriptionField().focus());
    escape(within(dialog).getByLabelText('Description'));
    const question = await confirm();
    expect(question).toHaveTextContent('Your changes to Description are not saved.');
    const keep = within(question).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(keep).toHaveFocus());
    fireEvent.click(keep);
    await waitFor(noConfirm);
    expect(descriptionField()).toHaveValue('We fix bikes and scooters.');
    expect(descriptionField()).toHaveFocus();
  });

  it('Escape on the question means keep editing', async () => {
    renderPage('?tab=brain');
    const dialog = await typeDescription('We fix bikes and scooters.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    escape(within(await confirm()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(noConfirm);
    expect(descriptionField()).toHaveValue('We fix bikes and scooters.');
  });

  it('Discard closes the modal and drops the edits, without saving', async () => {
    const { fetchMock } = renderPage('?tab=brain');
    const dialog = await typeDescription('We fix bikes and scooters.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await confirm()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reopened = await openCard('Description');
    expect(within(reopened).getByLabelText('Description')).toHaveValue('We fix bikes.');
    // Nothing was sent but reads (the agent, and the Brain tab's latest import).
    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });

  it('closes at once when nothing was changed, or the change was typed back', async () => {
    renderPage('?tab=brain');
    let dialog = await openCard('Description');
    escape(within(dialog).getByLabelText('Description'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await typeDescription('We fix bikes!');
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'We fix bikes.' } });
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes without asking after a successful save', async () => {
    renderPage('?tab=brain', {
      'PATCH /api/agents/agent-1/sections/description': () =>
        json({ agent: { ...agent, description: 'We fix scooters.' }, syncError: null }),
    });
    const dialog = await typeDescription('We fix scooters.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Description saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    noConfirm();
  });

  it('asks before leaving the page in the app, and stays on Keep editing', async () => {
    const { router } = renderPage('?tab=brain');
    await typeDescription('We fix bikes and scooters.');
    await act(() => router.navigate('/agents'));
    fireEvent.click(within(await confirm()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(noConfirm);
    expect(router.location.pathname).toBe('/agent/agent-1/configure');
    expect(descriptionField()).toHaveValue('We fix bikes and scooters.');

    await act(() => router.navigate('/agents'));
    fireEvent.click(within(await confirm()).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'My Agents' })).toBeInTheDocument();
  });

  it('lets the browser ask before a reload only while there are edits', async () => {
    renderPage('?tab=brain');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const dialog = await openCard('Description');
    expect(unload()).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Changed' } });
    await waitFor(() => expect(unload()).toBe(true));
  });
});

describe('the avatar in the Agent Name & Avatar card', () => {
  const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' });

  async function choosePicture() {
    const dialog = await openCard('Agent Name & Avatar');
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [picture()] } });
    expect(await within(dialog).findByText('New avatar chosen. Save to keep it.')).toBeInTheDocument();
    const shown = () => within(dialog).getByRole('img', { name: 'Avatar of Sam' });
    await waitFor(() => expect(shown()).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    await settle();
    return dialog;
  }

  it('is not uploaded when chosen and the card is then cancelled', async () => {
    const { fetchMock } = renderPage('');
    const dialog = await choosePicture();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await confirm()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url) === AVATAR_UPLOAD)).toBe(false);
  });

  it('is uploaded with Save (the unchanged name is not sent)', async () => {
    const { fetchMock } = renderPage('', {
      [`POST ${AVATAR_UPLOAD}`]: () => json({ agent: { ...agent, imageUrl: '/files/agent-1/avatar.png' } }),
    });
    const dialog = await choosePicture();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agent Name & Avatar saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(sent).toContain(`POST ${AVATAR_UPLOAD}`);
    expect(sent.some((call) => call.startsWith('PATCH'))).toBe(false);
  });
});
