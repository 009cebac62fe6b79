import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const accept: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the rules on the first check only and answers with them', async () => {
    const load = vi.fn(async () => accept);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    await resolver({ email: 'c@d.co' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(accept);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
