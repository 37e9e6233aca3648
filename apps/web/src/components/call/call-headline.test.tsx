import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { CallHeadline } from './call-headline';

const call = { message: null, summary: null, artifactsDeletedAt: null };

describe('CallHeadline', () => {
  it('puts the message a caller left after a grey "Message:", before the summary', () => {
    renderWithMantine(<CallHeadline call={{ ...call, message: 'Call me back.', summary: 'Asked about prices.' }} />);
    expect(screen.getByText('Message:')).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
    expect(screen.getByText(/Call me back\./)).toHaveTextContent(/^Message: Call me back\.$/);
  });

  it('says what the call was about, or that there is nothing to say and why', () => {
    const { rerender } = renderWithMantine(<CallHeadline call={{ ...call, summary: '  Asked about prices. ' }} />);
    expect(screen.getByText('Asked about prices.')).toBeInTheDocument();
    rerender(<CallHeadline call={call} />);
    expect(screen.getByText('No summary.')).toBeInTheDocument();
    rerender(<CallHeadline call={{ ...call, artifactsDeletedAt: '2026-06-02T14:30:00.000Z' }} span />);
    expect(screen.getByText('Recording and transcript deleted.').tagName).toBe('SPAN');
  });
});
