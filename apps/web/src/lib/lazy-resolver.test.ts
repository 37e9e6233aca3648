import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const accepting: Resolver<Values> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validation at the first validation, once, and validates with it', async () => {
    const load = vi.fn(async () => accepting);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    await resolver({ name: 'Grace' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next validation when it failed', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(accepting);
    const resolver = lazyResolver(load);

    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
