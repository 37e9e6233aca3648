import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** The spec resets scroll to the top on every path change (not on query or hash changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
