import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The API's layers (decision 020): routes read requests and shape replies, the orders domain holds
// the order rules, and only repositories speak SQL. These read the source as it stands.
const srcDir = import.meta.dirname;

/** Source files under `folder` (tests and their fixtures left out), each with its text. */
function sources(folder: string): { file: string; text: string }[] {
  const root = path.join(srcDir, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|fixtures?\.ts$/.test(file))
    .map((file) => ({ file: path.join(folder, file), text: readFileSync(path.join(root, file), 'utf8') }));
}

const queriesTheDatabase = (text: string) => /from 'drizzle-orm|\.database\.db\b/.test(text);
const definesARoute = (text: string) => /\b(?:app|fastify)\.(?:get|post|put|patch|delete|route)\(/.test(text);

describe('the API layers', () => {
  it('route handlers reach the database only through repositories and the orders domain', () => {
    expect(
      sources('routes')
        .filter(({ text }) => queriesTheDatabase(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('the orders domain runs its steps over repositories and writes no SQL itself', () => {
    expect(
      sources('orders')
        .filter(({ text }) => /from 'drizzle-orm/.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('every HTTP route is defined under src/routes', () => {
    const outside = readdirSync(srcDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'routes' && entry.name !== 'test')
      .flatMap((entry) => sources(entry.name));
    expect(outside.filter(({ text }) => definesARoute(text)).map(({ file }) => file)).toEqual([]);
  });
});
