// The UI kit's tooltip in a module of its own, for LazyTooltip to load when it is wanted.
export { Tooltip } from '@mantine/core';
