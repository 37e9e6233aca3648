/** A run of text, marked when it is not in the other side. */
export type DiffPart = { text: string; changed: boolean };

// Past this many word pairs (about 1,500 by 1,500 words between the common start and end) the
// table would take too long to fill: the middle is marked whole instead.
const MAX_CELLS = 2_000_000;

/** Words with the space after them (a leading space is a token of its own), compared without it. */
const tokens = (text: string) => text.match(/^\s+|\S+\s*/g) ?? [];
const word = (token: string) => token.trimEnd();

/**
 * Joins neighbouring tokens of the same kind, so a changed phrase is one mark, not one per word;
 * the space after a changed phrase is left unmarked.
 */
function merge(parts: DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  const push = (part: DiffPart) => {
    const last = merged.at(-1);
    if (last && last.changed === part.changed) last.text += part.text;
    else if (part.text !== '') merged.push({ ...part });
  };
  for (const part of parts) {
    if (!part.changed) push(part);
    else {
      const text = part.text.trimEnd();
      push({ text, changed: true });
      push({ text: part.text.slice(text.length), changed: false });
    }
  }
  // A space or one short lower-case word ("the", "is") between two changed runs on one line
  // belongs to the phrase: a rewritten sentence reads as one mark, not as words kept by chance.
  for (let index = 1; index < merged.length - 1; index++) {
    const part = merged[index]!;
    if (!part.changed && /^[ \t]*[a-z]{0,3}[ \t]*$/.test(part.text) && merged[index + 1]!.changed) {
      merged[index - 1]!.text += part.text + merged[index + 1]!.text;
      merged.splice(index, 2);
      index--;
    }
  }
  return merged;
}

/**
 * What changed between two texts, word by word: each side cut into runs, the runs the other side
 * lacks marked. The longest common sequence of words, after the common start and end are set
 * aside (most edits touch one place, so the table stays small).
 */
export function wordDiff(before: string, after: string): { before: DiffPart[]; after: DiffPart[] } {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && word(a[start]!) === word(b[start]!)) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    word(a[a.length - 1 - end]!) === word(b[b.length - 1 - end]!)
  )
    end++;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const same = (list: string[]) => list.map((text) => ({ text, changed: false }));
  const head = same(a.slice(0, start));
  const tail = same(a.slice(a.length - end));

  let middleA: DiffPart[];
  let middleB: DiffPart[];
  if (midA.length * midB.length > MAX_CELLS) {
    middleA = midA.map((text) => ({ text, changed: true }));
    middleB = midB.map((text) => ({ text, changed: true }));
  } else {
    [middleA, middleB] = commonSequence(midA, midB);
  }
  return {
    before: merge([...head, ...middleA, ...tail]),
    after: merge([...head, ...middleB, ...tail]),
  };
}

/** A short lower-case word ("the", "is", "a"): kept in common by chance as often as not. */
const SHORT_WORD = /^[a-z]{1,3}$/;

/**
 * Classic longest-common-subsequence table, read back from the start. One short word the two
 * sides share only inside rewritten text (changed on both sides of it in either text) is a match
 * by chance, and is marked as changed on both sides.
 */
function commonSequence(a: string[], b: string[]): [DiffPart[], DiffPart[]] {
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * width + j] =
        word(a[i]!) === word(b[j]!)
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  const matches: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (word(a[i]!) === word(b[j]!)) {
      matches.push([left.length, right.length]);
      left.push({ text: a[i++]!, changed: false });
      right.push({ text: b[j++]!, changed: false });
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) left.push({ text: a[i++]!, changed: true });
    else right.push({ text: b[j++]!, changed: true });
  }
  while (i < a.length) left.push({ text: a[i++]!, changed: true });
  while (j < b.length) right.push({ text: b[j++]!, changed: true });
  unmatchChanceWords(left, right, matches);
  return [left, right];
}

/** Marks as changed each lone matched short word that sits inside changed text on either side. */
function unmatchChanceWords(left: DiffPart[], right: DiffPart[], matches: [number, number][]) {
  const inside = (parts: DiffPart[], index: number) =>
    parts[index - 1]?.changed === true && parts[index + 1]?.changed === true;
  for (const [leftIndex, rightIndex] of matches) {
    if (SHORT_WORD.test(word(left[leftIndex]!.text)) && (inside(left, leftIndex) || inside(right, rightIndex))) {
      left[leftIndex]!.changed = true;
      right[rightIndex]!.changed = true;
    }
  }
}
