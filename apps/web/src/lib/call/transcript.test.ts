import { describe, expect, it } from 'vitest';
import { appendTranscript, type TranscriptLine } from './transcript';

describe('the live transcript', () => {
  it('replaces a partial line with the same speaker’s next line and keeps final lines', () => {
    let lines: TranscriptLine[] = [];
    lines = appendTranscript(lines, { role: 'assistant', text: 'Hello, thanks', final: false });
    lines = appendTranscript(lines, { role: 'assistant', text: 'Hello, thanks for calling.', final: true });
    lines = appendTranscript(lines, { role: 'user', text: 'What are', final: false });
    lines = appendTranscript(lines, { role: 'user', text: 'What are your hours?', final: true });
    lines = appendTranscript(lines, { role: 'user', text: 'And prices?', final: true });
    expect(lines.map((line) => [line.role, line.text, line.final])).toEqual([
      ['assistant', 'Hello, thanks for calling.', true],
      ['user', 'What are your hours?', true],
      ['user', 'And prices?', true],
    ]);
    expect(new Set(lines.map((line) => line.id)).size).toBe(3);
  });
});
