import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it, vi } from 'vitest';
import { readAddressed } from './addressed-record';

const ID = '7c1f8a52-3b6d-4e0f-9a21-5d8e4c3b2a10';

describe('readAddressed', () => {
  it('reads a record whose id is a UUID, in either case', async () => {
    const read = vi.fn(async (id: string) => ({ id }));
    expect(await readAddressed(ID, 'Order not found', read)).toEqual({ id: ID });
    expect(await readAddressed(ID.toUpperCase(), 'Order not found', read)).toEqual({ id: ID.toUpperCase() });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it.each(['', 'x', 'ord-0000-abc123', ID.slice(0, -1), `${ID}/notes`])('answers %j as not found without reading', async (id) => {
    const read = vi.fn();
    const failure = readAddressed(id, 'Order not found', read);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Order not found' });
    expect(read).not.toHaveBeenCalled();
  });
});
