// The UI kit's select in a module of its own, for LazySelect to load when it is wanted.
export { Select } from '@mantine/core';
