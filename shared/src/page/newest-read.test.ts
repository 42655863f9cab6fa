import { describe, expect, it } from 'vitest';
import { newestRead } from './newest-read';

describe('newestRead', () => {
  it('keeps only the read started last', () => {
    const reads = newestRead();
    const first = reads.start();
    expect(first()).toBe(true);
    const second = reads.start();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('voids every read on its way when dropped', () => {
    const reads = newestRead();
    const read = reads.start();
    reads.dropAll();
    expect(read()).toBe(false);
    expect(reads.start()()).toBe(true);
  });
});
