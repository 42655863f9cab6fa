// A package tarball as `npm pack` lays it out (ustar entries under `package/`, gzipped), written
// in-process: no npm run per build, and the same files always give the same bytes.
import { gzipSync } from 'node:zlib';

const BLOCK = 512;
// npm packs every file with this time, so a tarball depends on its contents only.
const PACK_TIME = Math.floor(Date.parse('1985-10-26T08:15:00Z') / 1000);

function octal(value, width) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a path that does not fit the 100-byte name field at a slash into ustar's prefix and name. */
function splitName(name) {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  const cut = name.lastIndexOf('/', 155);
  if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`path too long for a tarball: ${name}`);
  return [name.slice(0, cut), name.slice(cut + 1)];
}

function header(name, size) {
  const block = Buffer.alloc(BLOCK);
  const [prefix, rest] = splitName(name);
  block.write(rest, 0);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(PACK_TIME, 12), 136);
  block.write(' '.repeat(8), 148);
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  block.write(prefix, 345);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** The gzipped tarball of `files` (path inside the package → contents), sorted by path. */
export function packTarball(files) {
  const parts = [];
  for (const [name, contents] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const body = Buffer.from(contents);
    parts.push(header(`package/${name}`, body.length), body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}
