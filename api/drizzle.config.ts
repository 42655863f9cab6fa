import { defineConfig } from 'drizzle-kit';

// Only used by `pnpm db:generate`; the server applies the SQL files itself at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
