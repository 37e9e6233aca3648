import { fileURLToPath } from 'node:url';
import Icons from 'unplugin-icons/vite';

const runtime = fileURLToPath(new URL('../src/components/ui/tabler-icon.ts', import.meta.url));

/** What every outline icon of the set draws with; the <svg> carries it once instead. */
const OUTLINE_ATTRIBUTES =
  / fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"/g;

/** The module for one icon: its drawing, handed to the shared component maker. */
function reactIconModule(svg: string, name: string): string {
  const open = /^<svg[^>]*viewBox="0 0 24 24"[^>]*>/.exec(svg);
  if (!open) throw new Error(`Tabler's ${name} is not a 24 x 24 SVG: ${svg.slice(0, 60)}`);
  const body = svg.slice(open[0].length, svg.lastIndexOf('</svg>'));
  const filled = !body.includes('stroke="currentColor"');
  const drawing = body.replace(OUTLINE_ATTRIBUTES, '');
  if (!filled && /stroke-width/.test(drawing)) throw new Error(`Tabler's ${name} sets its own stroke width`);
  return [
    `import { tablerIcon } from ${JSON.stringify(runtime)};`,
    `export default tablerIcon(${JSON.stringify(drawing)}, ${filled});`,
  ].join('\n');
}

/**
 * Tabler's icons, each module `~icons/tabler/<name>` made at build time from the icon set's data
 * (@iconify-json/tabler, one 2 MB file) instead of the @tabler/icons-react package (29 MB on disk
 * for the 45 icons the portal shows). Each is a React component (components/ui/tabler-icon.ts).
 */
export const tablerIcons = () =>
  Icons({ compiler: { compiler: (svg, _collection, icon) => reactIconModule(svg, icon) }, scale: 0 });
