import { useEffect, useState, type RefObject } from 'react';
import { cancelIdle, whenIdle } from '../../lib/idle';

/**
 * Where an element's bottom edge is in the window, in pixels, kept up to date as the page scrolls
 * or the element changes size (the sticky header sits lower while the sandbox bar above it shows).
 * Watching starts once the page is idle: measuring forces a layout, and while a page first renders
 * that would lengthen the work a phone does before it answers a tap.
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
    const observer = new ResizeObserver(measure);
    const start = whenIdle(() => {
      observer.observe(element);
      window.addEventListener('scroll', measure, { passive: true });
      window.addEventListener('resize', measure);
    });
    return () => {
      cancelIdle(start);
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return bottom;
}
