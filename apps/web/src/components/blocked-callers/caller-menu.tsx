import { Loader } from '@mantine/core';
import type { BlockedCaller } from '@portal/shared/blocked-callers';
import { blockedEntryFor } from '@portal/shared/blocked-callers.plain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import IconBan from '~icons/tabler/ban';
import IconUser from '~icons/tabler/user';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import { useBlockedCallers } from './block-list';
import { blockNumber, unblockEntry } from './block-list-changes';
import { showBlockFailed, showBlockedToast, showUnblockedToast } from './block-toasts';
import classes from './caller-menu.module.css';

// Read through this module, so the inbox's own script carries neither the menu nor the read.
export { prefetchBlockedCallers } from './block-list';

export type CallerMenuProps = {
  id: string;
  /** The button that opened the menu: the menu hangs from its bottom right corner. */
  anchor: RefObject<HTMLButtonElement | null>;
  number: string;
  label: string;
  /** The caller's entry in the caller directory: the menu then leads to it first. */
  callerId: string | null;
  /** Closes the menu; `focusButton` when focus should go back to the button (a key, a choice). */
  onClose: (focusButton: boolean) => void;
};

const GAP = 4;

/** Puts the menu under the button, its right edge on the button's, in page coordinates. */
function placeUnder(menu: HTMLElement, anchor: HTMLElement) {
  const box = anchor.getBoundingClientRect();
  menu.style.top = `${box.bottom + window.scrollY + GAP}px`;
  menu.style.right = `${document.documentElement.clientWidth - box.right - window.scrollX}px`;
}

/** The menu's one item, as the block list has it; waiting (disabled) while the list is read. */
function BlockItem({
  number,
  onBlock,
  onUnblock,
}: {
  number: string;
  onBlock: () => void;
  onUnblock: (entry: BlockedCaller) => void;
}) {
  const list = useBlockedCallers();
  const icon = <IconBan width={16} height={16} aria-hidden />;
  if (!list.data) {
    return (
      <button type="button" role="menuitem" className={classes.item} disabled tabIndex={-1}>
        {list.isError ? icon : <Loader size={14} />}
        {list.isError ? 'The block list could not be read' : 'Block this caller'}
      </button>
    );
  }
  const entry = blockedEntryFor(list.data.blockedCallers, number);
  return (
    <button
      type="button"
      role="menuitem"
      className={classes.item}
      tabIndex={-1}
      onClick={entry ? () => onUnblock(entry) : onBlock}
    >
      {icon}
      {entry ? 'Unblock this caller' : 'Block this caller'}
    </button>
  );
}

/**
 * A call row's menu, drawn over the page (the list of rows clips what sticks out of it) without
 * the kit's Menu: its positioning engine would join the script every page shares. It behaves as a
 * menu does: focus on its first item, arrows move between items, Escape and Tab close it and give
 * focus back to the button, a press outside closes it. What blocking did is said in a toast, with
 * Undo, as the row itself does not change.
 */
export function CallerMenu({ id, anchor, number, label, callerId, onClose }: CallerMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();

  // Placed before it is first painted, so it never shows anywhere else.
  useLayoutEffect(() => {
    if (root.current && anchor.current) placeUnder(root.current, anchor.current);
  }, [anchor]);

  // The first item takes focus as soon as it can be used (once the block list has been read).
  useEffect(() => {
    if (root.current?.contains(document.activeElement)) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]:not(:disabled)')?.focus();
  });

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    const resized = () => onClose(false);
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', resized);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', resized);
    };
  }, [anchor, onClose]);

  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : at + (event.key === 'ArrowDown' ? 1 : -1);
    items[(next + items.length) % items.length]?.focus();
  };

  const choose = (act: () => Promise<unknown>) => {
    onClose(true);
    // Not tied to the menu, gone by then: the toast says how it went.
    act().catch(showBlockFailed);
  };

  return createPortal(
    <div ref={root} id={id} role="menu" aria-label={`More actions: ${label}`} className={classes.menu} onKeyDown={keys}>
      {callerId && (
        <Link
          to={paths.caller(callerId)}
          role="menuitem"
          tabIndex={-1}
          className={classes.item}
          onClick={() => onClose(false)}
        >
          <IconUser width={16} height={16} aria-hidden />
          View caller
        </Link>
      )}
      <BlockItem
        number={number}
        onBlock={() => choose(() => blockNumber(queryClient, { number }).then(showBlockedToast))}
        onUnblock={(entry) =>
          choose(() => unblockEntry(queryClient, entry.id).then(() => showUnblockedToast(entry.number)))
        }
      />
    </div>,
    document.body,
  );
}
