import { ComboboxChevron, InputBase, type ComboboxItem, type SelectProps } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { loadOnce } from '../../lib/load-once';

type KitSelect = ComponentType<SelectProps & { ref?: Ref<HTMLInputElement> }>;

const kitSelect = loadOnce<KitSelect>(async () => (await import('./select')).Select);

export type LazySelectProps = Pick<
  SelectProps,
  'label' | 'description' | 'error' | 'disabled' | 'miw' | 'searchable' | 'allowDeselect' | 'nothingFoundMessage'
> & {
  data: ComboboxItem[];
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  onDropdownOpen?: () => void;
};

/** What the owner has done to the stand-in: the kit's select takes it over when it replaces it. */
type Intent = { focused: boolean; open: boolean; search: string | null };
/** What was selected in the stand-in's text (or where its caret was) when it was replaced. */
type Handoff = Intent & { selection: [number, number] };

/** After a press that ended off the field (no click on it), how long a click on it may still come. */
const CLICK_WAIT_MS = 500;

/**
 * Gives the focus to the kit's select, with the same part of the same text selected, so that what
 * is typed next replaces it as it would have. Runs in the commit that shows the select.
 */
function takeFocus(input: HTMLInputElement, handoff: Handoff) {
  input.focus();
  if (handoff.search === null) input.setSelectionRange(...handoff.selection);
}

/**
 * Then, once the select has mounted, what else was done, through the select's own events: a list
 * of choices opened by a press or a key is opened with a click (unless the owner has opened it
 * since); the text typed into a searchable one is typed again (the select reads typing from input
 * events, and sets its search to the chosen option's label when it mounts), and a list closed with
 * Escape is closed again once the list the focus opened has rendered.
 */
function replay(input: HTMLInputElement, handoff: Handoff, searchable: boolean) {
  if (!searchable) {
    if (handoff.open && !input.hasAttribute('data-expanded')) input.click();
    return;
  }
  if (handoff.search !== null) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, handoff.search);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.setSelectionRange(...handoff.selection);
  }
  if (!handoff.open && input.hasAttribute('data-expanded'))
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
}

/**
 * The UI kit's select, loaded when the field is first pointed at, focused or pressed, or when
 * something else in its form is focused (a keyboard on its way to it): its dropdown brings the
 * kit's positioning engine, scroll area and focus handling, a fifth of a page's script, and most
 * visits never open it. Until then a stand-in shows the same field (the same markup, role, name
 * and value: a combobox with the chosen option's label), so nothing moves or flashes.
 *
 * The stand-in is replaced, not kept: a press on it at that moment could lose its click, and a
 * keyboard or a screen reader its place. So the swap waits for a press under way to end, and the
 * kit's select takes over what was done to the stand-in: the focus, the text typed into a
 * searchable one and what of it was selected, and the list opened by a press, an arrow key, Enter
 * or Space. A failed load is tried again at the next hover, focus, press or key.
 */
export function LazySelect({
  data,
  value,
  onChange,
  onBlur,
  onDropdownOpen,
  searchable = false,
  allowDeselect,
  nothingFoundMessage,
  ...look
}: LazySelectProps) {
  const [Select, setSelect] = useState(kitSelect.loaded);
  const [typed, setTyped] = useState<string | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const real = useRef<HTMLInputElement>(null);
  const intent = useRef<Intent>({ focused: false, open: false, search: null });
  const handoff = useRef<Handoff | null>(null);
  const shown = useRef(Select !== undefined);
  const pressing = useRef(false);
  const waiting = useRef<KitSelect | undefined>(undefined);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The focus moves in the commit that shows the select, so that no key or click lands between the two.
  useLayoutEffect(() => {
    const given = handoff.current;
    if (Select && given && real.current) takeFocus(real.current, given);
  }, [Select]);
  // The rest once the select has settled: a task later, after its own effects.
  useEffect(() => {
    const given = handoff.current;
    const input = real.current;
    handoff.current = null;
    if (!Select || !given || !input) return;
    const later = window.setTimeout(() => {
      if (input === input.ownerDocument.activeElement) replay(input, given, searchable);
    });
    return () => window.clearTimeout(later);
  }, [Select, searchable]);

  const show = useCallback((component: KitSelect) => {
    if (shown.current || !mounted.current) return;
    shown.current = true;
    const input = standIn.current;
    handoff.current =
      input && input === input.ownerDocument.activeElement
        ? { ...intent.current, selection: [input.selectionStart ?? 0, input.selectionEnd ?? 0] }
        : null;
    setSelect(() => component);
  }, []);
  const want = useCallback(
    () =>
      void kitSelect.load().then(
        (component) => {
          if (pressing.current) waiting.current = component;
          else show(component);
        },
        () => undefined,
      ),
    [show],
  );
  const release = () => {
    pressing.current = false;
    const component = waiting.current;
    waiting.current = undefined;
    if (component) show(component);
  };

  // Something else in the field's form focused (a keyboard on its way through the form): the
  // select arrives before the field is reached, and replaces the stand-in unnoticed.
  useEffect(() => {
    const form = standIn.current?.form;
    if (Select || !form) return;
    form.addEventListener('focusin', want);
    return () => form.removeEventListener('focusin', want);
  }, [Select, want]);

  const note = (change: Partial<Intent>) => Object.assign(intent.current, change);

  if (Select) {
    return (
      <Select
        ref={real}
        {...look}
        data={data}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        onDropdownOpen={onDropdownOpen}
        searchable={searchable}
        allowDeselect={allowDeselect}
        nothingFoundMessage={nothingFoundMessage}
      />
    );
  }

  const pressed = (event: PointerEvent<HTMLInputElement>) => {
    if (event.button !== 0) return;
    want();
    pressing.current = true;
    note({ open: true });
    // Released off the field: no click comes, and the kit's select would not have opened a list of choices.
    const released = () =>
      window.setTimeout(() => {
        if (!pressing.current) return;
        note({ open: searchable && intent.current.focused });
        release();
      }, CLICK_WAIT_MS);
    event.currentTarget.ownerDocument.addEventListener('pointerup', released, { once: true, capture: true });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    want();
    const open = intent.current.open;
    if (event.key === 'Escape') note({ open: false });
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      note({ open: true });
    } else if ((event.key === 'Enter' && (open || !searchable)) || (event.key === ' ' && !searchable)) {
      // The kit's select opens its list here, or picks the highlighted option: never sends the form.
      event.preventDefault();
      note({ open: !open });
    }
  };

  return (
    <InputBase
      ref={standIn}
      {...look}
      __staticSelector="Select"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      readOnly={!searchable}
      pointer={!searchable}
      value={typed ?? data.find((item) => item.value === value)?.label ?? ''}
      rightSection={<ComboboxChevron size="sm" error={look.error} />}
      rightSectionPointerEvents="none"
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        note({ search: event.currentTarget.value, open: true });
      }}
      onPointerEnter={want}
      onPointerDown={pressed}
      onClick={release}
      onPointerCancel={() => {
        note({ open: searchable && intent.current.focused });
        release();
      }}
      onFocus={() => {
        want();
        // A press opens it before the focus comes; a searchable select opens on focus.
        note({ focused: true, open: searchable || intent.current.open });
      }}
      onBlur={() => {
        // Taken out of the page for the kit's select, which has the focus now: not a blur of the field.
        if (shown.current) return;
        setTyped(null);
        note({ focused: false, open: false, search: null });
        onBlur?.();
      }}
      onKeyDown={keyDown}
    />
  );
}
