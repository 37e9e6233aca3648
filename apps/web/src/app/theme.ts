import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links on white at WCAG AA contrast (shade 6 is 3.5:1).
  primaryShade: { light: 8, dark: 8 },
  colors: {
    // Mantine's green 8 (#2f9e44) gives white text only 3.5:1; the filled green buttons (Talk,
    // Play) need 4.5:1, so shades 8 and 9 are darker greens (5.4:1 and 7.3:1).
    green: [
      '#ebfbee',
      '#d3f9d8',
      '#b2f2bb',
      '#8ce99a',
      '#69db7c',
      '#51cf66',
      '#40c057',
      '#37b24d',
      '#1f7a33',
      '#196429',
    ],
  },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    // A toast's close button is an icon alone: it needs a name for screen readers (axe's button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
  },
});

/** Mantine's default dimmed and dark-scheme error colours fall below 4.5:1 contrast (axe, e2e/accessibility.spec.ts). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
