import { SHOW_MORE_THRESHOLD, SHOW_MORE_THRESHOLD_WEBSITE } from '@portal/shared/agents/cards.plain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { cutAtWord, ShowMoreText } from './show-more-text';

const words = (length: number) => 'abcdefghij'.repeat(Math.ceil(length / 10)).slice(0, length);

describe('ShowMoreText', { timeout: 20_000 }, () => {
  it('shows text up to the threshold in full, without a toggle', () => {
    renderWithProviders(<ShowMoreText text={words(SHOW_MORE_THRESHOLD)} threshold={SHOW_MORE_THRESHOLD} />);
    expect(screen.getByText(words(100))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cuts longer text at the threshold and toggles Show more / Show less', async () => {
    const text = words(101);
    renderWithProviders(<ShowMoreText text={text} threshold={SHOW_MORE_THRESHOLD} />);
    expect(screen.getByText(`${words(100)}…`)).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText(`${words(100)}…`)).toBeInTheDocument();
  });

  it('ends the cut text at a whole word, without a trailing comma', () => {
    const services =
      'Checkups and professional cleanings, dental X-rays, fillings, crowns, root canal treatment, extractions';
    expect(cutAtWord(services, 90)).toBe(
      'Checkups and professional cleanings, dental X-rays, fillings, crowns, root canal treatment…',
    );
    expect(cutAtWord(services, 40)).toBe('Checkups and professional cleanings…');
    // A cut that falls at a word's end keeps that word.
    expect(cutAtWord('Open late on Thursdays', 12)).toBe('Open late on…');
  });

  it('uses the longer website threshold when given', () => {
    renderWithProviders(<ShowMoreText text={words(150)} threshold={SHOW_MORE_THRESHOLD_WEBSITE} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
