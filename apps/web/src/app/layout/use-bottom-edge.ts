import { useEffect, useState, type RefObject } from 'react';

/**
 * Where an element's bottom edge is in the window, in pixels, kept up to date as the page scrolls
 * or the element changes size (the sticky header sits lower while the sandbox bar above it shows).
 */
export function useBottomEdge(ref: RefObject<HTMLElement | null>) {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setBottom(Math.round(element.getBoundingClientRect().bottom)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return bottom;
}
