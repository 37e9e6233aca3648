import type { TranscriptMessage } from './call-client';

export type TranscriptLine = TranscriptMessage & { id: number };

/**
 * Adds a message to the live transcript: a partial line of a speaker is replaced by that
 * speaker's next line (partial or final); a final line stays.
 */
export function appendTranscript(lines: readonly TranscriptLine[], message: TranscriptMessage): TranscriptLine[] {
  const last = lines.at(-1);
  if (last && !last.final && last.role === message.role) {
    return [...lines.slice(0, -1), { ...message, id: last.id }];
  }
  return [...lines, { ...message, id: (last?.id ?? 0) + 1 }];
}
