import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';

// Mantine reads media queries and observes sizes; jsdom has neither.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

const Providers = ({ children }: { children: ReactNode }) => <MantineProvider env="test">{children}</MantineProvider>;

/** Renders with Mantine in its test mode (no transitions, no portals); rerender keeps it. */
export const renderCall = (ui: ReactElement) => render(ui, { wrapper: Providers });
