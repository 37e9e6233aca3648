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
  // Inter ships with the app (design-tokens.css); the system's own sans-serif stands in until it loads.
  fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Text in a soft near-black (15.6:1 on white) rather than pure black, as dashboards read.
  black: '#212529',
  // A dashboard's scale rather than a document's: page titles at 28 px (20 px on a phone, in
  // design-tokens.css), section titles at 22, card titles at 18 and 16 (docs/design.md).
  headings: {
    fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
      h4: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  // The one button system (heights, the secondary look of light buttons, phones' 40 px targets)
  // is CSS on the kit's classes, in design-tokens.css's kit-theme layer: no script carries it.
  components: {
    // A toast's close button is an icon alone: it needs a name for screen readers (axe's button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
  },
});

/** Mantine's default dimmed and dark-scheme error colours fall below 4.5:1 contrast (axe, e2e/accessibility.spec.ts). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // The kit's error red (red 8) is 4.4:1 on white and less on a tinted card; red 9 is 5.8:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Light variants (badges, light buttons, alerts) write shade 9 on a 10% tint of shade 6:
    // orange 3.9:1, yellow 2.8:1, lime 3.4:1. These darker text colours reach 5.4, 5.6 and 5.7.
    '--mantine-color-orange-light-color': '#b33b07',
    '--mantine-color-yellow-light-color': '#8a5a00',
    '--mantine-color-lime-light-color': '#4d6b0a',
    // Light and subtle buttons go from blue 1 to blue 2 under the pointer, where their blue 9
    // text is 4.0:1; on blue 1 it stays 4.9:1 (a subtle button still gains its tint on hover).
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
