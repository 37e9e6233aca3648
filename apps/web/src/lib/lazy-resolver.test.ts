import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const schema = z.object({ name: z.string().min(1, 'Name is required.') });

describe('lazyZodResolver', () => {
  it('loads the validation at the first validation, once, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    const refused = await resolver({ name: '' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Name is required.');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next validation when it failed', async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);

    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
