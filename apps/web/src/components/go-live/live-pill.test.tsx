import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LivePill, LiveStatusLine } from './live-pill';

/** The pieces of the pill's words between the places where its line may break. */
const lines = (element: HTMLElement) => element.innerHTML.split('<wbr>');

describe('LivePill', () => {
  it('reads as one text, and breaks its line only between words, never inside the number', () => {
    render(<LivePill status={{ state: 'answering', label: 'Answering on +1 (512) 555-0100, needs attention' }} />);
    const words = screen.getByText('Answering on +1 (512) 555-0100, needs attention');
    // Not before the last word either, so 'attention' is never alone on a line.
    expect(lines(words)).toEqual(['Answering ', 'on ', '+1 (512) 555-0100, ', 'needs attention']);
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

describe('LiveStatusLine', () => {
  it('says the state in short with the number beside it', () => {
    render(<LiveStatusLine state="answering" number="+1 (512) 555-0100" />);
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
    expect(screen.getByText('+1 (512) 555-0100')).toBeInTheDocument();
  });

  it('leaves the number out while no call reaches the agent', () => {
    render(<LiveStatusLine state="off" number="+1 (512) 555-0100" />);
    expect(screen.getByText('Not answering calls')).toBeInTheDocument();
    expect(screen.queryByText('+1 (512) 555-0100')).not.toBeInTheDocument();
  });
});
