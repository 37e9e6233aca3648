/** The lines typed in the box, one caller turn each; blank lines are left out, as the server does. */
export const splitCallerLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
