// Writes a brotli and a gzip copy beside each text file of the shell's build, which the web server
// sends to browsers that take them: its files are compressed once, at their best, never per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
// Below this a copy saves less than its headers cost.
const SMALLEST = 1024;

/** Writes the copies for every file under `dir` but the folders named in `skip`; returns how many files. */
export async function precompress(dir, { skip = ['server'] } = {}) {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep);
    if (!entry.isFile() || skip.includes(relative[0]) || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const body = await readFile(file);
    if (body.length < SMALLEST) continue;
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  const started = Date.now();
  const count = await precompress(dist);
  console.log(`shell: compressed copies of ${count} files in ${Date.now() - started} ms`);
}
