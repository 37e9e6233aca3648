/** Runs `work` when the browser is idle (a moment's timer where idle callbacks are missing). */
export const whenIdle = (work: () => void): number =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : window.setTimeout(work, 1);

export const cancelIdle = (handle: number) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : window.clearTimeout(handle);
