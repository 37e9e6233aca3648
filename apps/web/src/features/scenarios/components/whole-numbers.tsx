import { splitNumbers } from '../lib/whole-numbers';
import classes from './scenarios.module.css';

/** A line of text whose phone numbers never break across lines. */
export function WholeNumbers({ text }: { text: string }) {
  return splitNumbers(text).map((piece, index) =>
    piece.number ? (
      <span key={index} className={classes.number}>
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  );
}
