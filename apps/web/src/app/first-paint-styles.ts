/**
 * The UI kit's base that every page needs before its first paint: the reset, the theme's
 * variables and the global rules. Components' styles come with the modules that import the
 * components (a build step adds them), so a phone opening the sign-in page waits only for the
 * styles of what it shows. All layered (`@layer mantine`), so the order in which chunks arrive
 * never lets the kit override the product's own styles.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The product theme's own variables (unlayered, as the provider would write them).
import './theme-variables.css';
// The product's responsive tokens on top of the theme (a phone's type scale).
import './design-tokens.css';
