import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, sentBody } from '../../testing/render';
import { renderSection } from '../../testing/render-section';

const save = () => screen.getByRole('button', { name: 'Save Open Hours' });
const thanksgiving = { id: 'c1', from: '2026-11-26', to: '2026-11-27', note: 'Thanksgiving' };

describe('closed dates on the Your Hours card', () => {
  it('adds a day or a range with a note, refuses a range that ends first, and saves them in date order', async () => {
    const fetchMock = mockApi({
      'PATCH /api/agents/agent-1/sections/yourHours': () => json({ agent: agentFixture(), syncError: null }),
    });
    renderSection('yourHours', agentFixture({ closures: [thanksgiving] }));
    expect(screen.getByText('Nov 26, 2026 to Nov 27, 2026 (Thanksgiving)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('First closed day'), { target: { value: '2026-12-25' } });
    fireEvent.change(screen.getByLabelText('Last closed day'), { target: { value: '2026-12-24' } });
    expect(screen.getByText('The last closed day cannot be before the first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add closed date' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Last closed day'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Christmas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add closed date' }));
    expect(screen.getByText('Dec 25, 2026 (Christmas)')).toBeInTheDocument();

    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('Your Hours saved successfully!')).toBeInTheDocument();
    const { closures } = sentBody(fetchMock) as { closures: { from: string; to: string; note: string | null }[] };
    expect(closures.map(({ from, to, note }) => [from, to, note])).toEqual([
      ['2026-11-26', '2026-11-27', 'Thanksgiving'],
      ['2026-12-25', '2026-12-25', 'Christmas'],
    ]);
  });

  it('adds the coming US federal holidays not already closed, and says how many', async () => {
    mockApi({
      'GET /api/agents/agent-1/us-holidays': () =>
        json({
          holidays: [
            { date: '2026-11-26', name: 'Thanksgiving Day' },
            { date: '2026-12-25', name: 'Christmas Day' },
          ],
        }),
    });
    renderSection('yourHours', agentFixture({ closures: [thanksgiving] }));
    fireEvent.click(screen.getByRole('button', { name: 'Add US federal holidays' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 US federal holiday added. Remove any you are open on, then save.',
    );
    expect(screen.getByText('Dec 25, 2026 (Christmas Day)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dec 25, 2026 (Christmas Day)' }));
    expect(screen.queryByText('Dec 25, 2026 (Christmas Day)')).not.toBeInTheDocument();
  });
});
