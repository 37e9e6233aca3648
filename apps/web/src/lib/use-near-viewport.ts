import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, for a part whose code need not load
 * before the owner scrolls to it. Once near, it stays so. Without IntersectionObserver it is near
 * at once.
 */
export function useNearViewport<T extends Element>(margin = '0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
