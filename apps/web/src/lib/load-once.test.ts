import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, and keeps what it brought', async () => {
    const load = vi.fn(async () => 'module');
    const once = loadOnce(load);
    expect(once.loaded()).toBeUndefined();
    await expect(Promise.all([once.load(), once.load()])).resolves.toEqual(['module', 'module']);
    expect(once.loaded()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue('module');
    const once = loadOnce(load);
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    await expect(once.load()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
