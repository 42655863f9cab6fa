import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { batchOfView, viewIdInBatch, viewsBody } from './remotes';

const batchId = viewIdInBatch(randomUUID(), 0);

describe('page views counted in batches', () => {
  it('gives each view of a batch its own id, which leads back to the batch and the number', () => {
    const ids = [0, 1, 255, 999_999].map((n) => viewIdInBatch(batchId, n));
    expect(new Set(ids).size).toBe(4);
    expect(ids.map(batchOfView)).toEqual([0, 1, 255, 999_999].map((number) => ({ batchId, number })));
    expect(ids[0]).toBe(batchId);
    expect(batchId.endsWith('000000000000')).toBe(true);
  });

  it('gives ids a browser can send back as uuids', () => {
    const body = viewsBody.safeParse({
      batches: [{ batchId, views: 2, remotes: [{ remote: 'catalog', release: '1.0.0' }] }],
      failures: [{ viewId: viewIdInBatch(batchId, 1), remote: 'catalog', release: '1.0.0', failure: 'render' }],
    });
    expect(body.success).toBe(true);
  });

  it('refuses a batch id that names a view rather than a batch, and a batch of no views', () => {
    const accepted = (batch: object) =>
      viewsBody.safeParse({ batches: [{ remotes: [{ remote: 'catalog', release: '1.0.0' }], ...batch }], failures: [] }).success;
    expect(accepted({ batchId: viewIdInBatch(batchId, 7), views: 1 })).toBe(false);
    expect(accepted({ batchId, views: 0 })).toBe(false);
    expect(accepted({ batchId, views: 1 })).toBe(true);
  });
});
