import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';

// The API's suite runs each test file in a schema of its own on PostgreSQL, and a shop may keep its
// tables in any schema: a migration naming "public" would reach past the one it is applied to.
describe('the migrations', () => {
  it('name no schema, so they apply to whichever one the database is set to', () => {
    const naming = readdirSync(paths.migrationsDir)
      .filter((file) => file.endsWith('.sql'))
      .filter((file) => /"public"\./.test(readFileSync(path.join(paths.migrationsDir, file), 'utf8')));
    expect(naming).toEqual([]);
  });
});
