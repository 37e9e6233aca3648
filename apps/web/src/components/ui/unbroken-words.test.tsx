import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnbrokenWords } from './unbroken-words';

const kept = (text: string) => {
  const { container } = render(<p>{<UnbrokenWords text={text} />}</p>);
  return {
    text: container.textContent,
    whole: [...container.querySelectorAll('span')].map((span) => span.textContent),
  };
};

describe('UnbrokenWords', () => {
  it('keeps each short hyphenated word on one line and the text as written', () => {
    expect(kept('Cleanings, dental X-rays and follow-up visits.')).toEqual({
      text: 'Cleanings, dental X-rays and follow-up visits.',
      whole: ['X-rays', 'follow-up'],
    });
  });

  it('leaves a long compound and a text without hyphens as they are', () => {
    expect(kept('state-of-the-art-equipment for everyone').whole).toEqual([]);
    expect(kept('Open 9 to 5 - closed Sundays').whole).toEqual([]);
  });
});
