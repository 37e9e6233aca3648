import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LivePill } from './live-pill';

/** The pieces of the pill's words between the places where its line may break. */
const lines = (element: HTMLElement) => element.innerHTML.split('<wbr>');

describe('LivePill', () => {
  it('reads as one text, and breaks its line only between words, never inside the number', () => {
    render(<LivePill status={{ state: 'answering', label: 'Answering on (512) 555-0100, needs attention' }} />);
    const words = screen.getByText('Answering on (512) 555-0100, needs attention');
    // Not before the last word either, so 'attention' is never alone on a line.
    expect(lines(words)).toEqual(['Answering ', 'on ', '(512) 555-0100, ', 'needs attention']);
  });

  it('keeps a number written the international way whole too', () => {
    render(<LivePill status={{ state: 'live', label: 'Live on +44 20 7946 0958' }} />);
    expect(lines(screen.getByText('Live on +44 20 7946 0958'))).toEqual(['Live ', 'on ', '+44 20 7946 0958']);
  });

  it('says a state without a number in its own words', () => {
    render(<LivePill status={{ state: 'off', label: 'Not answering calls' }} />);
    expect(lines(screen.getByText('Not answering calls'))).toEqual(['Not ', 'answering calls']);
  });
});
