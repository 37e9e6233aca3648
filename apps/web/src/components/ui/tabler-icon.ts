import { createElement, type ComponentType, type SVGProps } from 'react';

/** One of the portal's icons (`~icons/tabler/<name>`): an <svg> that takes any SVG attribute. */
export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const OUTLINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: 2,
} as const;
const FILLED = { fill: 'currentColor' } as const;

/**
 * One of Tabler's icons, as every `~icons/tabler/<name>` module makes it (apps/web/build/tabler-icons.ts):
 * Tabler's defaults on the <svg> (24 px; an outline icon's stroke 2 wide in the text's colour, which
 * `strokeWidth` changes) around the icon's own drawing. Other props go to the <svg>.
 */
export function tablerIcon(drawing: string, filled: boolean): Icon {
  const defaults = { viewBox: '0 0 24 24', width: 24, height: 24, ...(filled ? FILLED : OUTLINE) };
  const html = { __html: drawing };
  return function TablerIcon(props: SVGProps<SVGSVGElement>) {
    return createElement('svg', { ...defaults, ...props, dangerouslySetInnerHTML: html });
  };
}
