import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { startSessionOver } from '../lib/session';
import { fakeMediaQueryList } from './media-query';

// What Mantine needs from a browser that jsdom lacks, for every web test.

// Mantine reads media queries and observes sizes.
window.matchMedia ??= (query: string) => fakeMediaQueryList(query);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Mantine's ScrollArea and Combobox scroll options into view.
Element.prototype.scrollIntoView ??= () => undefined;
// Mantine's autosize textarea listens for web fonts; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// jsdom draws nothing: a chart's canvas gets a context that takes every call and draws nothing.
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
  const ignore = () => ({ width: 0 });
  return new Proxy({ canvas: this }, { get: (context, key) => (key in context ? Reflect.get(context, key) : ignore) });
} as unknown as typeof HTMLCanvasElement.prototype.getContext;

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
// Test files share one module registry (isolate: false in vitest.config.ts, which saves the
// per-file jsdom and import cost), so what outlives a test is emptied here: toasts, storage.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  startSessionOver();
});
