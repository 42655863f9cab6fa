import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { unusedDatabase } from '../db/unused-database';

/** Where the document is committed, from the repository's root. */
export const OPENAPI_FILE = 'docs/api/openapi.json';

/**
 * The OpenAPI document of every route, as the development server serves it at /api/docs/openapi.json.
 */
export async function openapiDocument(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'development', DEV_ENDPOINTS: 'on' });
  const app = buildApp({ config, database: unusedDatabase(), logStream: { write: () => {} } });
  await app.ready();
  const document = app.swagger();
  await app.close();
  // Written compact: tools read it, and indented it passes a megabyte.
  return `${JSON.stringify(document)}\n`;
}
