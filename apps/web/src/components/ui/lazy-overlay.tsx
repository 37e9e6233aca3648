import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../../lib/load-once';

type Overlay<P> = ComponentType<P & { opened: boolean }>;

const RETRIES = 3;

/**
 * A modal or drawer whose code loads the first time it opens: until then the page carries
 * neither it nor the UI kit's overlay machinery (positioning, focus trap, transitions), a fifth
 * of a page's script. Once loaded it stays mounted, so it closes with its transition.
 *
 * It first renders closed and opens on the next render, as if it had always been there: the
 * kit remembers the element that had focus when an overlay opens (to give focus back on close)
 * only when `opened` changes, never on the first render. A failed load (a dropped connection) is
 * tried again while the overlay is wanted, after 1, 2 and 4 seconds, and at its next opening.
 */
export function lazyOverlay<P extends object>(load: () => Promise<Overlay<P>>) {
  const overlay = loadOnce(load);
  return function LazyOverlay(props: P & { opened: boolean }) {
    const [Component, setComponent] = useState(overlay.loaded);
    const [mounted, setMounted] = useState(false);
    const [failures, setFailures] = useState(0);

    useEffect(() => {
      if (Component || !props.opened) return;
      let current = true;
      let retry: number | undefined;
      overlay.load().then(
        (component) => {
          if (current) setComponent(() => component);
        },
        () => {
          if (current && failures < RETRIES)
            retry = window.setTimeout(() => setFailures(failures + 1), 1000 * 2 ** failures);
        },
      );
      return () => {
        current = false;
        window.clearTimeout(retry);
      };
    }, [Component, props.opened, failures]);

    useEffect(() => {
      if (Component) setMounted(true);
    }, [Component]);

    if (!Component) return null;
    return <Component {...props} opened={props.opened && mounted} />;
  };
}
