// Production build of the API, the shell and every remote (what `npm start` runs first).
import { buildAll, ensureInstalled } from './lib/run.mjs';

await ensureInstalled();
await buildAll();
