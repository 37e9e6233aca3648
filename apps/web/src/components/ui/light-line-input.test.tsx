import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightLineInput } from './light-line-input';

const field = (props: { value: string; error?: string | null }) =>
  render(
    <LightLineInput
      label="Agent name"
      value={props.value}
      onChange={() => undefined}
      error={props.error ?? null}
      limit={10}
      length={props.value.length}
    />,
  );

describe('a light one-line field', () => {
  it('is named by its label and shows no counter far from the limit', () => {
    field({ value: 'Ann' });
    const input = screen.getByRole('textbox', { name: 'Agent name' });
    expect(input).toHaveValue('Ann');
    expect(input).not.toHaveAccessibleDescription();
    expect(input).not.toBeInvalid();
  });

  it('counts near the limit and describes itself with the counter and the error', () => {
    field({ value: 'Annabelle!', error: 'Use at most 8 characters.' });
    const input = screen.getByRole('textbox', { name: 'Agent name' });
    expect(input).toHaveAccessibleDescription('10 / 10 characters Use at most 8 characters.');
    expect(input).toBeInvalid();
  });
});
