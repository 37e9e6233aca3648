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

/** A sentence the agent may say, and the question the owner wrote it to answer, when there is one. */
export type Passage = { text: string; asked?: string };

const QUESTION_LINE = /^\s*Q(?:uestion)?\s*:\s*(.*)$/i;
const ANSWER_LINE = /^\s*A(?:nswer)?\s*:\s*(.*)$/i;

/**
 * The owner's text as sentences to say, reading questions and answers the way an owner writes
 * them ("Q: Do you take Medicaid?" then "A: Yes, we accept Medicaid."): the answer is what is
 * said, and it is found by the words of its question too. A question without an answer yet says
 * nothing, so the agent still does not know it.
 */
export function splitPassages(text: string): Passage[] {
  const passages: Passage[] = [];
  let plain: string[] = [];
  // The question being read, and its answer's lines once the answer has begun.
  let pair: { asked: string; answer: string[] | null } | null = null;
  const flushPlain = () => {
    passages.push(...splitSentences(plain.join('\n')).map((sentence) => ({ text: sentence })));
    plain = [];
  };
  const flushPair = () => {
    const { asked, answer } = pair ?? {};
    if (asked !== undefined && answer) {
      passages.push(...splitSentences(answer.join('\n')).map((sentence) => ({ text: sentence, asked })));
    }
    pair = null;
  };
  for (const line of text.split('\n')) {
    const question = QUESTION_LINE.exec(line);
    const reply: RegExpExecArray | null = pair && !pair.answer ? ANSWER_LINE.exec(line) : null;
    if (question) {
      flushPair();
      flushPlain();
      pair = { asked: question[1]!.trim(), answer: null };
    } else if (pair && reply) {
      pair.answer = [reply[1]!];
    } else if (pair?.answer && line.trim() !== '') {
      pair.answer.push(line);
    } else {
      flushPair();
      plain.push(line);
    }
  }
  flushPair();
  flushPlain();
  return passages;
}
