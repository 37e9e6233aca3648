// React's API on Preact (preact/compat), with what compat lacks and the UI kit imports. Plain
// JavaScript: preact/compat's type declarations use `export =`, which a TypeScript module cannot
// re-export with `export *`; the application's types still come from @types/react.
import { createElement } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's Activity: the UI kit keeps some panels mounted but hidden with it. A hidden
 * subtree stays mounted (its state kept) and is taken out of layout; a visible one lays out as
 * if the wrapper were not there.
 *
 * @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
