/**
 * A load (a lazily imported module, most often) made once and shared by every caller: `load()`
 * gives the same promise each time, and `loaded()` what it brought once it has. A failed load is
 * forgotten, so the next call tries again (a dropped connection is not the end of it).
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (result) => (value = result),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
