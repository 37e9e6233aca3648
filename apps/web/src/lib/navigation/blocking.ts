import { useEffect, useRef, useSyncExternalStore } from 'react';

/** A move from one address to another, by path (the query and hash are left out). */
export type Move = { from: string; to: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type Navigate = (to: string, options?: NavigateOptions) => void;

type Held = { proceed: () => void };

const blockers = new Set<(move: Move) => boolean>();
let held: Held | null = null;
const listeners = new Set<() => void>();

const setHeld = (next: Held | null) => {
  held = next;
  listeners.forEach((listener) => listener());
};

/**
 * Holds a move back when a mounted blocker asks to (unsaved edits), keeping `proceed` for when
 * the owner says to go on. Returns whether it was held.
 */
export function holdIfBlocked(move: Move, proceed: () => void): boolean {
  if (![...blockers].some((blocks) => blocks(move))) return false;
  setHeld({ proceed });
  return true;
}

/** The path of `to`, read against the current path (navigations here are absolute). */
const pathOf = (to: string, current: string) => new URL(to, `http://portal${current}`).pathname;

/** `navigate` that first asks the blockers; `currentPath` says where the page is now. */
export const guardNavigate =
  (navigate: Navigate, currentPath: () => string): Navigate =>
  (to, options) => {
    const go = () => navigate(to, options);
    if (!holdIfBlocked({ from: currentPath(), to: pathOf(to, currentPath()) }, go)) go();
  };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * While mounted, moves for which `blocks` is true wait: `blocked` turns true, and `proceed` goes
 * on or `reset` stays. Links, the app's own navigations and the browser's Back and Forward all
 * pass through it.
 */
export function useNavigationBlocker(blocks: (move: Move) => boolean) {
  const latest = useRef(blocks);
  useEffect(() => {
    latest.current = blocks;
  });
  useEffect(() => {
    const blocker = (move: Move) => latest.current(move);
    blockers.add(blocker);
    return () => {
      blockers.delete(blocker);
      if (blockers.size === 0 && held) setHeld(null);
    };
  }, []);
  const blocked = useSyncExternalStore(subscribe, () => held !== null);
  return {
    blocked,
    proceed: () => {
      const move = held;
      setHeld(null);
      move?.proceed();
    },
    reset: () => setHeld(null),
  };
}
