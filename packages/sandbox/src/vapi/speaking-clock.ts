/** About 150 words a minute, as people speak on the phone, and a breath before the next line. */
const MS_PER_WORD = 400;
const MS_BETWEEN_LINES = 600;

/** How long a line takes to say. */
export const speakingMs = (message: string) =>
  message.split(/\s+/).filter(Boolean).length * MS_PER_WORD + MS_BETWEEN_LINES;

/**
 * A simulated call plays its whole script at once; its clock still reports the times a spoken call
 * would take, so its turns, its end and its duration read as a real call's. It runs on from
 * `clock`, ahead of it by every line said so far.
 */
export function speakingClock(clock: () => number) {
  let said = 0;
  return {
    now: () => clock() + said,
    say: (message: string) => {
      said += speakingMs(message);
    },
  };
}
