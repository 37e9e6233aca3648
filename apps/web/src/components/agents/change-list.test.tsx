import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { ChangeList } from './change-list';

describe('ChangeList', () => {
  it('names a one-field card once, with its tab, and marks the words that changed', () => {
    renderPage(
      <ChangeList
        changes={[
          {
            key: 'greeting',
            title: 'Greeting',
            tab: 'responsibilities',
            summary: 'Greeting changed',
            fields: [{ label: 'Greeting', before: 'Hello, Bright Smile.', after: 'Hello, Bright Smile Dental.' }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Greeting changed' })).toBeInTheDocument();
    expect(screen.getByText('Responsibilities')).toBeInTheDocument();
    // The heading says which card: the field's own name is not written again under it.
    expect(screen.queryByText('Greeting', { exact: true })).not.toBeInTheDocument();
    expect(screen.getByText('Smile.', { selector: 'del' })).toBeInTheDocument();
    expect(screen.getByText('Smile Dental.', { selector: 'ins' })).toBeInTheDocument();
  });

  it('names each field of a card that changed several', () => {
    renderPage(
      <ChangeList
        changes={[
          {
            key: 'vibeAccent',
            title: 'Vibe & Accent',
            tab: 'personality',
            summary: 'Vibe & Accent changed',
            fields: [
              { label: 'Vibe', before: 'Cheerful', after: 'Witty' },
              { label: 'Accent', before: 'Standard U.S.', after: 'British' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText('Vibe')).toBeInTheDocument();
    expect(screen.getByText('Accent')).toBeInTheDocument();
    expect(screen.getByText('Witty', { selector: 'ins' })).toBeInTheDocument();
  });
});
