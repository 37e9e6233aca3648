import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll returns to the top on every path change; query and hash changes (tabs, filters) keep the place. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
