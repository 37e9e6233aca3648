import { useEffect, useState } from 'react';
import { useNavigationBlocker } from '../../../lib/navigation/blocking';

/**
 * Unsaved edits are never dropped without the owner's word. While `dirty`, closing asks first
 * (`asking`), and so does leaving the page in the app (a link, browser Back and Forward: the navigation blocker);
 * a reload or closing the tab gets the browser's own question. Clean, everything closes at once.
 */
export function useDiscardGuard(dirty: boolean, close: () => void) {
  const [askingToClose, setAskingToClose] = useState(false);
  // Only a move to another page: the page's own address changes (tab, ?card) keep the modal open.
  const blocker = useNavigationBlocker(({ from, to }) => dirty && from !== to);
  const leaving = blocker.blocked;

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
      if (leaving) blocker.reset();
    },
    discard: () => {
      setAskingToClose(false);
      if (leaving) blocker.proceed();
      else close();
    },
  };
}
