import Icons from 'unplugin-icons/vite';

/**
 * Tabler's icons, each module `~icons/tabler/<name>` made at build time from the icon set's data
 * (@iconify-json/tabler, one 2 MB file) instead of the @tabler/icons-react package (29 MB on disk
 * for the 45 icons the portal shows).
 *
 * Each icon is a React component drawing the icon's SVG, with Tabler's own defaults: 24 px square
 * and a stroke 2 wide that `strokeWidth` changes (the stroke is set once on the <svg>, not on each
 * path). Other props (width, height, color, aria-*) go to the <svg>.
 */
const strokeOnTheSvg = (svg: string) =>
  svg.replace(/ stroke-width="2"/g, '').replace('<svg ', '<svg stroke-width="2" ');

/** The module for one icon: a component returning the <svg> with its drawing inside. */
export function reactIconModule(svg: string): string {
  const open = /^<svg([^>]*)>/.exec(svg);
  if (!open) throw new Error(`Not an SVG: ${svg.slice(0, 40)}`);
  const body = svg.slice(open[0].length, svg.lastIndexOf('</svg>'));
  const attributes: Record<string, string> = {};
  for (const [, name, value] of (open[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) {
    // React spells SVG attributes in camelCase (stroke-width: strokeWidth).
    attributes[name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value!;
  }
  return [
    "import { createElement } from 'react';",
    `const attributes = ${JSON.stringify(attributes)};`,
    `const drawing = { __html: ${JSON.stringify(body)} };`,
    'export default function Icon(props) {',
    '  return createElement("svg", { ...attributes, ...props, dangerouslySetInnerHTML: drawing });',
    '}',
  ].join('\n');
}

export const tablerIcons = () =>
  Icons({
    compiler: { compiler: (svg) => reactIconModule(strokeOnTheSvg(svg)) },
    scale: 0,
    iconCustomizer(_collection, _icon, props) {
      props.width = '24';
      props.height = '24';
    },
  });
