import { NO_CHANGES_MESSAGE } from '@portal/shared/agents/sections.plain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ERROR } from '../../../../lib/api-client';
import { PageMessagesProvider } from '../../hooks/page-messages';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, renderWithProviders, sentBody } from '../../testing/render';
import { PageMessages } from '../page-messages';
import { NameForm } from './name-form';

// The name's check loads with the schemas at the first save; here its first load can fail, as on
// a dropped connection.
const load = vi.hoisted(() => ({ fail: false }));
vi.mock('../../lib/name-check', async (importOriginal) => {
  if (load.fail) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function renderForm() {
  return renderWithProviders(
    <PageMessagesProvider>
      <PageMessages />
      <NameForm agent={agentFixture()} />
    </PageMessagesProvider>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Name & Avatar' }));
const name = () => screen.getByRole('textbox', { name: 'Agent name' });

describe('the header name form', () => {
  beforeEach(() => {
    load.fail = false;
  });

  it('says why it cannot save when its check does not load, and loads it again at the next save', async () => {
    load.fail = true;
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/agentName': () =>
        json({ agent: agentFixture({ agentName: 'Robin' }), syncError: null }),
    });
    renderForm();
    fireEvent.change(name(), { target: { value: ' Robin ' } });
    save();
    expect(await screen.findByText(`Failed to save Agent Name & Avatar: ${CONNECTION_ERROR}`)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    load.fail = false;
    save();
    expect(await screen.findByText('Agent Name & Avatar saved successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ agentName: 'Robin' });
  });

  it('refuses a blank name and says when nothing changed, without calling the server', async () => {
    const fetchMock = mockApi({});
    renderForm();
    fireEvent.change(name(), { target: { value: '   ' } });
    save();
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    fireEvent.change(name(), { target: { value: ' Sam ' } });
    save();
    expect(await screen.findByText(NO_CHANGES_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Please enter a name.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
