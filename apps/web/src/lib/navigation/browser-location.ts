import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { guardNavigate, holdIfBlocked, type Navigate } from './blocking';

/**
 * The browser's address for the router, with every move passing the navigation blockers first.
 * Back and Forward cannot be stopped before they happen: a held one is undone at once (the page
 * it left is put back as the newest entry), and going on is then one step back, to exactly where
 * the owner was going.
 */
const where = () => ({
  path: location.pathname,
  url: location.pathname + location.search + location.hash,
  state: history.state as unknown,
});
let shown = where();
let passNextPop = false;

// The router's library reports pushState and replaceState as events of these names.
for (const type of ['pushState', 'replaceState']) addEventListener(type, () => (shown = where()));

// Registered when this module loads, before the router listens: a held move never reaches it.
addEventListener('popstate', (event) => {
  if (passNextPop) {
    passNextPop = false;
  } else {
    const held = holdIfBlocked({ from: shown.path, to: location.pathname }, () => {
      passNextPop = true;
      history.back();
    });
    if (held) {
      event.stopImmediatePropagation();
      history.pushState(shown.state, '', shown.url);
      return;
    }
  }
  shown = where();
});

/**
 * The browser's navigation, where a move to the address already shown replaces it: a second click
 * on the current page's link adds no entry for Back to step through.
 */
export const navigateInBrowser: Navigate = guardNavigate(
  (to, options) =>
    browserNavigate(to, { ...options, replace: options?.replace ?? to === location.pathname + location.search }),
  () => location.pathname,
);

export const useGuardedBrowserLocation = (): [string, Navigate] => [useBrowserLocation()[0], navigateInBrowser];
