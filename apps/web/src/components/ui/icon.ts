import type { ComponentType, SVGProps } from 'react';

/** One of the portal's icons (`~icons/tabler/<name>`): an <svg> that takes any SVG attribute. */
export type Icon = ComponentType<SVGProps<SVGSVGElement>>;
