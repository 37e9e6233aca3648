import { cockpitFixture } from '../../../lib/go-live/testing/go-live-fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { UsageStrip } from './usage-strip';

const { usage } = cockpitFixture();

const colourOf = (name: string) =>
  screen.getByRole('progressbar', { name }).style.getPropertyValue('--progress-section-color');

describe('the usage strip on Home', () => {
  it('gives the texts sent against the plan’s allowance last, after the minutes and the calls', () => {
    renderPage(<UsageStrip usage={usage} />);
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Voice minutes: 123 of 500',
      'Calls: 41 of 200',
      'Texts sent: 12 of 500',
    ]);
    expect(screen.getByText('12 of 500 texts')).toBeInTheDocument();
    expect(colourOf('Texts sent: 12 of 500')).toContain('blue');
  });

  it('warns as the texts near the allowance, as it does for calls', () => {
    renderPage(<UsageStrip usage={{ ...usage, textsSent: 450 }} />);
    expect(colourOf('Texts sent: 450 of 500')).toContain('red');
    expect(colourOf('Calls: 41 of 200')).toContain('blue');
  });
});
