import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, sentBody } from '../../testing/render';
import { renderSection } from '../../testing/render-section';

const save = () => screen.getByRole('button', { name: 'Save' });

describe('TaskEditor', () => {
  it('asks for the text of a task switched on empty, and saves nothing', async () => {
    const fetchMock = mockApi({});
    renderSection('makeASale', agentFixture());
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Make a Sale' }));
    expect(await screen.findByText('Describe what the agent should offer.')).toBeInTheDocument();
    expect(screen.getByLabelText('Make a Sale')).toHaveAccessibleDescription(/Describe what the agent should offer\./);
    await waitFor(() => expect(save()).toBeDisabled());
    fireEvent.submit(save().closest('form')!);
    // Spaces alone say nothing either.
    fireEvent.change(screen.getByLabelText('Make a Sale'), { target: { value: '   ' } });
    expect(await screen.findByText('Describe what the agent should offer.')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again when the text of a task that is on is emptied', async () => {
    const fetchMock = mockApi({});
    renderSection('givingQuotes', agentFixture({ givingQuotes: 'Ranges only.' }));
    fireEvent.change(screen.getByLabelText('Giving Quotes'), { target: { value: '' } });
    expect(await screen.findByText('Describe how the agent should give quotes.')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the text once it is written', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/makeASale': () =>
        json({ agent: agentFixture({ makeASale: 'Offer the yearly plan.' }), syncError: null }),
    });
    renderSection('makeASale', agentFixture());
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Make a Sale' }));
    fireEvent.change(await screen.findByLabelText('Make a Sale'), { target: { value: ' Offer the yearly plan. ' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('Make a Sale saved successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ makeASale: 'Offer the yearly plan.' });
  });
});
