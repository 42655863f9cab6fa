import { describe, expect, it } from 'vitest';
import { createBusyLines } from './busy-lines';

describe('busy lines', () => {
  it('refuses a second request for a line while its first is in flight', () => {
    const busy = createBusyLines();
    expect(busy.begin('l1')).toBe(true);
    expect(busy.begin('l1')).toBe(false);
    expect(busy.$ids.get().has('l1')).toBe(true);
  });

  it('lets other lines go ahead and frees the line when its request ends', () => {
    const busy = createBusyLines();
    busy.begin('l1');
    expect(busy.begin('l2')).toBe(true);
    busy.end('l1');
    expect(busy.$ids.get().has('l1')).toBe(false);
    expect(busy.begin('l1')).toBe(true);
  });
});
