import { Select } from '@mantine/core';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import type { LazySelectProps } from './lazy-select';

// On a busy 2-core machine a load and the select's first render can take a while.
configure({ asyncUtilTimeout: 10_000 });

// The kit's select arrives when the test lets it: `arrival` holds it back, `failures` makes that
// many loads fail first (a dropped connection). Mocked afresh for each page (renderField), so each
// one loads it anew.
let arrival: { promise: Promise<void>; resolve: () => void };
let failures = 0;
const slowSelect = async (importOriginal: () => Promise<unknown>) => {
  await arrival.promise;
  if (failures > 0) {
    failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
};

const ZONES = [
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo (GMT+9)' },
  { value: 'Europe/Berlin', label: 'Europe/Berlin (GMT+1)' },
  { value: 'Europe/London', label: 'Europe/London (GMT)' },
];

/** A page that has not loaded the kit's select yet, with a controlled select and a button after it. */
async function renderField(props: Partial<LazySelectProps> = {}) {
  vi.resetModules();
  vi.doUnmock('./select');
  vi.doMock('./select', slowSelect);
  const { LazySelect } = await import('./lazy-select');
  const changes = vi.fn();
  function Field() {
    const [value, setValue] = useState<string | null>('Europe/Berlin');
    return (
      <form onSubmit={(event) => event.preventDefault()}>
        <LazySelect
          label="Your time zone"
          data={ZONES}
          value={value}
          onChange={(next) => {
            changes(next);
            setValue(next);
          }}
          {...props}
        />
        <button type="submit">Save</button>
      </form>
    );
  }
  renderWithMantine(<Field />);
  return { changes, user: userEvent.setup() };
}

const field = () => screen.getByRole('combobox', { name: 'Your time zone' });
/** The kit's select has a listbox (hidden while closed); the stand-in has none. */
const kitLoaded = () => document.querySelector('[role="listbox"]') !== null;
/** Lets the kit's select arrive, and gives the page time to take it. */
const letArrive = async () => {
  arrival.resolve();
  await new Promise((resolve) => setTimeout(resolve, 20));
};
const arrive = async () => {
  await letArrive();
  await waitFor(() => expect(kitLoaded()).toBe(true));
};

beforeEach(() => {
  let resolve = () => {};
  arrival = { promise: new Promise<void>((done) => (resolve = done)), resolve: () => resolve() };
  failures = 0;
});

describe('LazySelect', () => {
  it("shows the kit's select's own field before its code loads: same markup, role, name and value", async () => {
    arrival.resolve();
    const props = { label: 'Your time zone', description: 'The summary goes out in this zone.', error: 'Choose one' };
    const kit = renderWithMantine(
      <Select {...props} data={ZONES} value="Europe/Berlin" searchable allowDeselect={false} miw={260} />,
    ).container;
    const markup = (root: Element) =>
      root.querySelector('.mantine-InputWrapper-root')!.outerHTML.replace(/mantine-[a-z0-9]+(?=["-])/g, 'id');
    const expected = markup(kit);
    kit.remove();
    await renderField({ ...props, searchable: true, miw: 260 });
    expect(kitLoaded()).toBe(false);
    expect(markup(document.body)).toBe(expected);
    expect(field()).toHaveValue('Europe/Berlin (GMT+1)');
    expect(field()).toHaveAccessibleDescription('Choose one The summary goes out in this zone.');
  });

  it('loads when pointed at, and opens its list when pressed', async () => {
    const { user, changes } = await renderField();
    const standIn = field();
    await user.hover(standIn);
    await arrive();
    await user.click(field());
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo (GMT+9)' }));
    expect(changes).toHaveBeenCalledWith('Asia/Tokyo');
    expect(field()).toHaveValue('Asia/Tokyo (GMT+9)');
  });

  it('opens the list of a press made before the code arrived, once the press ends', async () => {
    const { user } = await renderField();
    const standIn = field();
    await user.pointer({ keys: '[MouseLeft>]', target: standIn });
    await letArrive();
    // The press is still under way: the field it landed on stays until it ends.
    expect(field()).toBe(standIn);
    await user.pointer({ keys: '[/MouseLeft]', target: standIn });
    expect(await screen.findByRole('option', { name: 'Asia/Tokyo (GMT+9)' })).toBeVisible();
    expect(field()).not.toBe(standIn);
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps what a keyboard did before the code arrived: the focus, the typed search, the open list', async () => {
    const { user, changes } = await renderField({ searchable: true });
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}Tok');
    expect(field()).toHaveValue('Tok');
    await arrive();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('Tok');
    expect(await screen.findByRole('option', { name: 'Asia/Tokyo (GMT+9)' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Europe/London (GMT)' })).not.toBeInTheDocument();
    await user.keyboard('yo{ArrowDown}{Enter}');
    expect(changes).toHaveBeenCalledWith('Asia/Tokyo');
    expect(field()).toHaveValue('Asia/Tokyo (GMT+9)');
  });

  it('keeps the text selected in the field before the code arrived: what is typed next replaces it', async () => {
    const { user } = await renderField({ searchable: true });
    await user.tab();
    await user.keyboard('{Control>}a{/Control}');
    await arrive();
    expect(field()).toHaveFocus();
    await user.keyboard('Tokyo');
    expect(field()).toHaveValue('Tokyo');
    expect(await screen.findByRole('option', { name: 'Asia/Tokyo (GMT+9)' })).toBeVisible();
  });

  it('does not send the form on Enter, and opens its list with an arrow key', async () => {
    const submitted = vi.fn();
    document.addEventListener('submit', submitted);
    try {
      const { user } = await renderField();
      await user.tab();
      await user.keyboard('{Enter}');
      expect(submitted).not.toHaveBeenCalled();
      await user.keyboard('{Escape}{ArrowDown}');
      await arrive();
      expect(field()).toHaveFocus();
      expect(field()).toHaveAttribute('aria-expanded', 'true');
    } finally {
      document.removeEventListener('submit', submitted);
    }
  });

  it('keeps a searchable list closed with Escape closed, and the focus where it was', async () => {
    const { user } = await renderField({ searchable: true });
    await user.tab();
    await user.keyboard('{Escape}');
    await arrive();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('Europe/Berlin (GMT+1)');
  });

  it('leaves a field that was only pointed at closed and unfocused when the code arrives', async () => {
    const { user } = await renderField({ searchable: true });
    await user.hover(field());
    await user.unhover(field());
    await arrive();
    expect(field()).not.toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('Europe/Berlin (GMT+1)');
  });

  it('loads when something else in its form is focused, and replaces the field without taking the focus', async () => {
    await renderField({ searchable: true });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await arrive();
    expect(save).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('tries a failed load again at the next hover, focus or press', async () => {
    failures = 1;
    const { user } = await renderField();
    await user.hover(field());
    await letArrive();
    await waitFor(() => expect(failures).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first load failed: the stand-in stays and still shows the choice.
    expect(kitLoaded()).toBe(false);
    expect(field()).toHaveValue('Europe/Berlin (GMT+1)');
    await user.unhover(field());
    await user.click(field());
    expect(await screen.findByRole('option', { name: 'Asia/Tokyo (GMT+9)' })).toBeVisible();
  });
});
