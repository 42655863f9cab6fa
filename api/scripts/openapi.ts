// `pnpm --filter api openapi`: writes the OpenAPI document the routes' schemas describe.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENAPI_FILE, openapiDocument } from '../src/openapi/openapi-document';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
await writeFile(path.join(root, OPENAPI_FILE), await openapiDocument());
console.log(`api: wrote ${OPENAPI_FILE}`);
