import { cockpitFixture } from '../../../lib/go-live/testing/go-live-fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { UsageStrip } from './usage-strip';

const { usage } = cockpitFixture();

const colourOf = (name: string) =>
  screen.getByRole('progressbar', { name }).style.getPropertyValue('--progress-section-color');

describe('the usage strip on Home', () => {
  it('reads as the subscription pages do, with the texts sent against the plan’s allowance last', () => {
    renderPage(<UsageStrip usage={usage} />);
    expect(screen.getByRole('heading', { name: 'Usage This Period' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Voice Minutes',
      'Calls Handled',
      'Texts Sent',
    ]);
    expect(screen.getByText('12 / 500')).toBeInTheDocument();
    expect(colourOf('Texts Sent')).toContain('blue');
  });

  it('warns as the texts near the allowance, as it does for calls, and turns red once over', () => {
    renderPage(<UsageStrip usage={{ ...usage, textsSent: 450, callsMade: 201 }} />);
    expect(colourOf('Texts Sent')).toContain('orange');
    expect(colourOf('Calls Handled')).toContain('red');
    expect(colourOf('Voice Minutes')).toContain('blue');
  });
});
