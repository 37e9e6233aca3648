import { listedTimezoneFor } from '@portal/shared/agents/business-zone.plain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '../../../../testing/media-query';
import { deferred, json, mockApi, renderWithProviders } from '../../testing/render';
import { CreateAgentModal } from './create-agent-modal';

// The browser's zone read as a listed one: a new agent starts on the owner's clock.
const OWNER_ZONE = listedTimezoneFor(Intl.DateTimeFormat().resolvedOptions().timeZone);

const TEMPLATES = [
  {
    id: '6f1d8a52-3a7e-4c1b-9f0e-2b8e4d7c1a01',
    industry: 'dental_clinic',
    label: 'Dental Clinic',
    description: 'Books checkups and cleanings.',
  },
  { id: '6f1d8a52-3a7e-4c1b-9f0e-2b8e4d7c1a02', industry: 'hair-salon', label: 'Hair Salon', description: null },
];
const NEW_AGENT = { agent: { id: 'agent-1', agentName: 'Sales Pro' }, warning: null };

const createButton = () => screen.getByRole('button', { name: /Create Agent|Creating Agent/ });
const chooseYes = () => userEvent.click(screen.getByRole('button', { name: 'Yes, use a template' }));
const chooseNo = () => userEvent.click(screen.getByRole('button', { name: 'No, start from scratch' }));

function renderModal(onClose = vi.fn()) {
  return renderWithProviders(<CreateAgentModal opened onClose={onClose} />, {
    path: '/agents',
    routes: [{ path: '/agent/:agentId/configure', element: <p>Configure page</p> }],
  });
}

afterEach(() => vi.unstubAllGlobals());

// Rendering Mantine in jsdom is slow on a busy machine.
describe('Create New Agent modal', { timeout: 20_000 }, () => {
  it('offers the optional name and the template question; Create Agent waits for a choice', async () => {
    mockApi({ 'GET /api/agents/templates': () => json(TEMPLATES) });
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Create New Agent' })).toBeInTheDocument();
    expect(screen.getByLabelText('Agent Name')).toHaveAttribute('placeholder', 'E.g., Sales Pro, Support Star');
    // The question has the specification's two answers; starting from the website stands apart.
    const question = screen.getByRole('group', { name: 'Would you like to start with an industry template?' });
    expect(
      within(question)
        .getAllByRole('button')
        .map((answer) => answer.getAttribute('aria-pressed')),
    ).toEqual(['false', 'false']);
    expect(within(question).getByRole('button', { name: 'Yes, use a template' })).toHaveAccessibleDescription(
      "Your industry's usual hours, tasks and answers, for you to change as you like.",
    );
    expect(within(question).getByRole('button', { name: 'No, start from scratch' })).toBeInTheDocument();
    const website = screen.getByRole('button', { name: 'Start from my website' });
    expect(question).not.toContainElement(website);
    expect(website).toHaveAccessibleDescription(
      "Have a website? Start from it and we'll suggest your hours, services and answers for you to review.",
    );
    await waitFor(() => expect(screen.queryByText('Loading templates...')).not.toBeInTheDocument());
    expect(createButton()).toBeDisabled();
    await chooseNo();
    expect(createButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'No, start from scratch' })).toHaveAttribute('aria-pressed', 'true');
    // One start at a time: choosing the website releases the answer.
    await userEvent.click(website);
    expect(website).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'No, start from scratch' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Your website')).toBeInTheDocument();
    // Pressed again, the website start is let go: no start is chosen and its field goes.
    await userEvent.click(website);
    expect(website).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByLabelText('Your website')).not.toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it('names the limit of a name that is too long, keeps it and waits for a shorter one', async () => {
    const fetchMock = mockApi({ 'GET /api/agents/templates': () => json(TEMPLATES) });
    renderModal();
    await chooseNo();
    const name = screen.getByRole('textbox', { name: 'Agent Name' });
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(81));
    expect(screen.getByText('Agent name must be at most 80 characters.')).toBeInTheDocument();
    expect(screen.getByText(/81 \/ 80 characters/)).toBeInTheDocument();
    expect(name).toHaveValue('x'.repeat(81));
    expect(createButton()).toBeDisabled();
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByText('Agent name must be at most 80 characters.')).not.toBeInTheDocument();
    expect(createButton()).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of the name under it", async () => {
    mockApi({
      'GET /api/agents/templates': () => json(TEMPLATES),
      'POST /api/agents': () =>
        json({ error: { code: 'VALIDATION_FAILED', message: 'agentName: Agent name must be one line.' } }, 400),
    });
    renderModal();
    await chooseNo();
    await userEvent.type(screen.getByRole('textbox', { name: 'Agent Name' }), 'Sam');
    await userEvent.click(createButton());
    expect(await screen.findByText('Agent name must be one line.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Agent Name' })).toHaveValue('Sam');
  });

  it('shows Loading templates... and stays disabled until the templates arrive', async () => {
    const templates = deferred<Response>();
    mockApi({ 'GET /api/agents/templates': () => templates.promise });
    renderModal();
    expect(screen.getByText('Loading templates...')).toBeInTheDocument();
    await chooseNo();
    expect(createButton()).toBeDisabled();
    templates.resolve(json(TEMPLATES));
    await waitFor(() => expect(createButton()).toBeEnabled());
  });

  it('after Yes asks for a template, then enables Create Agent once one is picked', async () => {
    mockApi({ 'GET /api/agents/templates': () => json(TEMPLATES) });
    renderModal();
    await chooseYes();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([
      'Dental ClinicBooks checkups and cleanings.',
      'Hair Salon',
    ]);
    // Each template says what its agent does, read with its name by a screen reader.
    expect(screen.getByRole('radio', { name: 'Dental Clinic' })).toHaveAccessibleDescription(
      'Books checkups and cleanings.',
    );
    expect(screen.getByText('Please select a template to proceed.')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Dental Clinic' }));
    expect(screen.getByRole('radio', { name: 'Dental Clinic' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText('Please select a template to proceed.')).not.toBeInTheDocument();
    expect(createButton()).toBeEnabled();

    // Arrow keys move the choice like any radio group.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Hair Salon' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Hair Salon' })).toHaveFocus();
  });

  it('explains when there are no templates and still allows starting from scratch', async () => {
    mockApi({ 'GET /api/agents/templates': () => json([]) });
    renderModal();
    await chooseYes();
    expect(
      await screen.findByText(
        'No industry templates available. You can still proceed by choosing "No, start from scratch".',
      ),
    ).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    await chooseNo();
    expect(createButton()).toBeEnabled();
  });

  it('says so when the templates cannot be loaded', async () => {
    mockApi({ 'GET /api/agents/templates': () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500) });
    renderModal();
    expect(await screen.findByText('Failed to load industry templates.')).toBeInTheDocument();
  });

  it('creates from a template: Creating Agent..., locked while busy, then opens the configuration', async () => {
    const created = deferred<Response>();
    const fetchMock = mockApi({
      'GET /api/agents/templates': () => json(TEMPLATES),
      'POST /api/agents': () => created.promise,
    });
    const onClose = vi.fn();
    const { router } = renderModal(onClose);
    await userEvent.type(screen.getByLabelText('Agent Name'), '  Sales Pro ');
    await chooseYes();
    await userEvent.click(await screen.findByRole('radio', { name: 'Hair Salon' }));
    await userEvent.click(createButton());

    expect(createButton()).toHaveTextContent('Creating Agent...');
    expect(createButton()).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    created.resolve(json(NEW_AGENT, 201));
    await waitFor(() => expect(router.location.pathname).toBe('/agent/agent-1/configure'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      agentName: 'Sales Pro',
      templateId: TEMPLATES[1]!.id,
      timezone: OWNER_ZONE,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends no name and a null template when starting from scratch with an empty name', async () => {
    const fetchMock = mockApi({
      'GET /api/agents/templates': () => json(TEMPLATES),
      'POST /api/agents': () => json(NEW_AGENT, 201),
    });
    const { router } = renderModal();
    await chooseNo();
    await waitFor(() => expect(createButton()).toBeEnabled());
    await userEvent.click(createButton());
    await waitFor(() => expect(router.location.pathname).toBe('/agent/agent-1/configure'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ templateId: null, timezone: OWNER_ZONE });
  });

  it('starts from the website: asks for its address, creates the agent, starts the import and opens it', async () => {
    const fetchMock = mockApi({
      'GET /api/agents/templates': () => json(TEMPLATES),
      'POST /api/agents': () => json(NEW_AGENT, 201),
      'POST /api/agents/agent-1/imports': () => json({ id: 'import-1', status: 'queued' }, 202),
    });
    const { router } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Start from my website' }));
    expect(createButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your website'), 'ftp://brightsmile.example');
    expect(screen.getByLabelText('Your website')).toHaveAccessibleDescription(/Only web addresses|http/i);
    expect(createButton()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Your website'));
    await userEvent.type(screen.getByLabelText('Your website'), 'brightsmile.example');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await userEvent.click(createButton());
    await waitFor(() => expect(router.location.search).toBe('?tab=brain&import=1'));
    expect(router.location.pathname).toBe('/agent/agent-1/configure');
    const started = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/agents/agent-1/imports'));
    expect(JSON.parse(String(started?.[1]?.body))).toEqual({ url: 'https://brightsmile.example/' });
  });

  it.each([
    [
      'the server refuses (the six-agent limit)',
      () => json({ error: { code: 'CONFLICT', message: 'You already have 6 agents.' } }, 409),
      'You already have 6 agents.',
    ],
    ['the server fails without a reason', () => new Response('oops', { status: 500 }), 'Agent creation failed.'],
    [
      'the service cannot be reached',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to reach creation service: Could not reach the server. Check your connection and try again.',
    ],
  ])('shows the error when %s and allows another try', async (_case, respond, message) => {
    mockApi({ 'GET /api/agents/templates': () => json(TEMPLATES), 'POST /api/agents': respond });
    renderModal();
    await chooseNo();
    await waitFor(() => expect(createButton()).toBeEnabled());
    await userEvent.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(createButton()).toHaveTextContent('Create Agent');
    expect(createButton()).toBeEnabled();
  });

  it('keeps Cancel and Create Agent in its footer, saying there why Create Agent waits', async () => {
    mockApi({ 'GET /api/agents/templates': () => json(TEMPLATES) });
    const onClose = vi.fn();
    renderModal(onClose);
    await chooseYes();
    await screen.findAllByRole('radio');
    // The footer is pinned to the bottom of the sheet while the templates scroll above it.
    const footer = createButton().closest('footer')!;
    expect(within(footer).getByText('Please select a template to proceed.')).toBeInTheDocument();
    expect(createButton()).toHaveAccessibleDescription('Please select a template to proceed.');
    await userEvent.click(within(footer).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['fills a phone’s screen', true],
    ['floats over the page on a wider screen', false],
  ])('%s', (_case, phone) => {
    vi.stubGlobal('matchMedia', (query: string) => fakeMediaQueryList(query, phone && query === '(max-width: 48em)'));
    mockApi({ 'GET /api/agents/templates': () => json(TEMPLATES) });
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Create New Agent' }).hasAttribute('data-full-screen')).toBe(phone);
  });
});
