import {
  Box,
  defaultCssVariablesResolver,
  useMantineCssVariablesResolver,
  useMantineTheme,
  type BoxProps,
} from '@mantine/core';
import { useMemo, type CSSProperties, type ReactNode } from 'react';

/**
 * A dark island in the light app (the sign-in form): the UI kit styles a component dark when an
 * ancestor says so, and its colours come from variables, so this sets the attribute and the
 * theme's dark variables (ours included) on one element. Dark rules follow the light ones in the
 * kit's stylesheet, so they win inside; portals (tooltips, menus) leave the island and stay light.
 */
export function DarkScope({ children, ...box }: BoxProps & { children: ReactNode }) {
  const theme = useMantineTheme();
  const resolver = useMantineCssVariablesResolver();
  const style = useMemo(
    () =>
      ({
        ...defaultCssVariablesResolver(theme).dark,
        ...resolver?.(theme).dark,
        colorScheme: 'dark',
        color: 'var(--mantine-color-text)',
      }) as CSSProperties,
    [theme, resolver],
  );
  return (
    <Box data-mantine-color-scheme="dark" style={style} {...box}>
      {children}
    </Box>
  );
}
