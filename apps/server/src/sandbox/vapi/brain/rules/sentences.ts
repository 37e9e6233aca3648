/**
 * The owner's texts cut into sentences, so an answer quotes the one sentence asked about rather
 * than a whole field ("Whitening from $299." rather than the full price list).
 */

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

// The segmenter ends a sentence at every full stop; these abbreviations end none.
const ABBREVIATION = /\b(dr|mr|mrs|ms|st|ave|rd|blvd|ste|no|inc|ltd|jr|sr|prof|mt|approx|vs|e\.g|i\.e)\.$/i;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    let pending = '';
    for (const { segment } of segmenter.segment(line)) {
      pending = pending ? `${pending} ${segment.trim()}` : segment.trim();
      if (!ABBREVIATION.test(pending)) {
        if (pending) sentences.push(pending);
        pending = '';
      }
    }
    if (pending) sentences.push(pending);
  }
  // List bullets ("- Cleaning $120") are spoken without their marker.
  return sentences.map((sentence) => sentence.replace(/^[-*•]\s+/, '')).filter((sentence) => /\w/.test(sentence));
}
