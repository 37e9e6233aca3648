import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved edits are never dropped without the owner's word. While `dirty`, closing asks first
 * (`asking`), and so does leaving the page in the app (a link, browser Back: the router's blocker);
 * a reload or closing the tab gets the browser's own question. Clean, everything closes at once.
 */
export function useDiscardGuard(dirty: boolean, close: () => void) {
  const [askingToClose, setAskingToClose] = useState(false);
  // Only a move to another page: the page's own address changes (tab, ?card) keep the modal open.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = blocker.state === 'blocked';

  useEffect(() => {
    if (!dirty) return;
    // Attached only while there is something to lose: the listener keeps the page out of the back/forward cache.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    asking: askingToClose || leaving,
    requestClose: () => (dirty ? setAskingToClose(true) : close()),
    keepEditing: () => {
      setAskingToClose(false);
      if (blocker.state === 'blocked') blocker.reset();
    },
    discard: () => {
      setAskingToClose(false);
      if (blocker.state === 'blocked') blocker.proceed();
      else close();
    },
  };
}
