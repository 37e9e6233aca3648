import { describe, expect, it } from 'vitest';
import { transcriptLines } from './inbound-call-simulator.ts';

describe('transcriptLines', () => {
  it("reads the platform's AI and User lines as agent and caller turns, keeping a turn's own line breaks", () => {
    expect(transcriptLines('AI: Thanks for calling.\nUser: Hi.\nAre you open?\nAI: Yes, until 5.')).toEqual([
      { speaker: 'agent', text: 'Thanks for calling.' },
      { speaker: 'caller', text: 'Hi.\nAre you open?' },
      { speaker: 'agent', text: 'Yes, until 5.' },
    ]);
  });

  it('has no turns for an empty transcript', () => {
    expect(transcriptLines('')).toEqual([]);
  });
});
