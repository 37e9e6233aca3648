import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ComponentType } from 'react';
import IconDots from '~icons/tabler/dots';
import { loadOnce } from '../../lib/load-once';
import type { CallerMenuProps } from './caller-menu';
import classes from './caller-actions-menu.module.css';

const menu = loadOnce(() => import('./caller-menu'));

type Props = {
  /** The caller's number, E.164, as the call recorded it. */
  number: string;
  /** Names the call, for the button's accessible name. */
  label: string;
  /** The caller's entry in the caller directory, for View caller; null when there is none. */
  callerId?: string | null;
};

/**
 * A call row's "More actions" button and its menu: View caller, and Block or Unblock this caller.
 * The menu's code and the block list load when the button is pointed at, focused or pressed, so
 * the inbox opens without either; the menu shows once both have come.
 */
export function CallerActionsMenu({ number, label, callerId = null }: Props) {
  const queryClient = useQueryClient();
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [opened, setOpened] = useState(false);
  const [Menu, setMenu] = useState<ComponentType<CallerMenuProps> | undefined>(() => menu.loaded()?.CallerMenu);

  // The block list is read by the menu's module (the inbox's script does not carry the read).
  const prepare = () =>
    menu.load().then(
      (module) => {
        void module.prefetchBlockedCallers(queryClient);
        setMenu(() => module.CallerMenu);
      },
      () => undefined,
    );
  const close = (focusButton: boolean) => {
    setOpened(false);
    if (focusButton) button.current?.focus();
  };

  return (
    <>
      {/* A plain button: the kit's icon button would add its own script and styles to the inbox. */}
      <button
        ref={button}
        type="button"
        className={classes.button}
        aria-label={`More actions: ${label}`}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened && Menu ? menuId : undefined}
        onPointerEnter={() => void prepare()}
        onFocus={() => void prepare()}
        onClick={() => {
          // Also where a load that failed (a dropped connection) is tried again.
          void prepare();
          setOpened(!opened);
        }}
      >
        <IconDots width={18} height={18} aria-hidden />
      </button>
      {opened && Menu && (
        <Menu id={menuId} anchor={button} number={number} label={label} callerId={callerId} onClose={close} />
      )}
    </>
  );
}
