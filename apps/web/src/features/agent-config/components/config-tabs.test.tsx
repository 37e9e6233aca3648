import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ConfigTab } from '@portal/shared/agents/cards.plain';
import { ConfigTabs } from './config-tabs';

function Page() {
  const [tab, setTab] = useState<ConfigTab>('personality');
  return (
    <ConfigTabs value={tab} onChange={setTab} grow={false}>
      <p>Cards of {tab}</p>
    </ConfigTabs>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('the configuration tabs', () => {
  it('show the open tab as selected, with its panel named by it', async () => {
    render(<Page />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personality',
      'Brain',
      'Responsibilities',
    ]);
    expect(selected()).toHaveTextContent('Personality');
    expect(screen.getByRole('tabpanel', { name: 'Personality' })).toHaveTextContent('Cards of personality');

    await userEvent.click(screen.getByRole('tab', { name: 'Responsibilities' }));
    expect(screen.getByRole('tabpanel', { name: 'Responsibilities' })).toHaveTextContent('Cards of responsibilities');
  });

  it('take one Tab stop, and arrows, Home and End move to a tab and open it', async () => {
    render(
      <>
        <Page />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(selected()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Brain' })).toHaveFocus();
    expect(selected()).toHaveTextContent('Brain');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selected()).toHaveTextContent('Responsibilities');
    await userEvent.keyboard('{Home}');
    expect(selected()).toHaveTextContent('Personality');
    await userEvent.keyboard('{End}');
    expect(selected()).toHaveTextContent('Responsibilities');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
