import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useQuery } from './use-query';

const read = vi.fn(() => Promise.resolve('a shopper’s cart'));

function Cart() {
  const cart = useQuery(['cart'], read, 'nothing yet');
  return <p>{`${cart.status}: ${cart.data}`}</p>;
}

// This file runs without a DOM, as the shell's server does: every request there shares the module's cache.
describe('useQuery on the server', () => {
  it('renders loading and neither reads nor keeps anything a later request could see', async () => {
    expect(renderToString(<Cart />)).toBe('<p>loading: nothing yet</p>');
    await Promise.resolve();
    // No read, so no answer in the cache either.
    expect(read).not.toHaveBeenCalled();
  });
});
