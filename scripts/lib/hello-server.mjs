// A Fastify hello-world on a given port, started by the API bench as the ceiling of this
// machine: what the framework answers when no database and no JSON of any size is involved.
// `node scripts/lib/hello-server.mjs <port>`
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './shop-config.mjs';

// The API's own Fastify, so the ceiling is measured with the same version.
const Fastify = createRequire(path.join(repoRoot, 'api/package.json'))('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
