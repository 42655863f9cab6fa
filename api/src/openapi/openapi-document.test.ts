import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openapiDocument } from './openapi-document';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the committed OpenAPI document', () => {
  it('is the one the routes describe today (run `pnpm --filter api openapi` after changing a schema)', async () => {
    const committed = await readFile(path.join(root, OPENAPI_FILE), 'utf8');
    expect(committed).toBe(await openapiDocument());
  });
});
