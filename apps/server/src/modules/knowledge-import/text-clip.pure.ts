/** The text cut to `max` characters at most, with an ellipsis when it was cut. */
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The text on one line (whitespace runs become one space), cut to `max` characters. */
export const oneLine = (text: string, max: number) => clip(text.replace(/\s+/g, ' ').trim(), max);
