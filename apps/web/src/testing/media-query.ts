/** A MediaQueryList as jsdom lacks it: `matches` fixed, listeners accepted and never called. */
export const fakeMediaQueryList = (query: string, matches = false) =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
