// Cuts the shop's typeface down to what its pages print: the printable ASCII letters and the
// typographic punctuation, at the weights and with the OpenType features the styles use. Anything
// else a page holds (a name with an accent, another script) falls to the metric-matched fallback by
// the face's unicode-range. The file is made once per change of its source or of these settings.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const PUNCTUATION = '–—‘’“”‚„…•·×−€™';
/** The weights the styles use (font-normal to font-extrabold). */
export const WEIGHTS = { min: 400, max: 800 };

/**
 * The OpenType features kept: kerning and ligatures, which browsers apply to all text, and tabular
 * figures (`tabular-nums`, in price columns). Inter's others (contextual alternates, stylistic sets,
 * fractions, superscripts…) bring their own glyphs and made up a third of the file; a style that
 * asks for one of them gets the plain glyphs.
 */
export const FEATURES = ['kern', 'liga', 'tnum'];

/** The text the subset keeps: printable ASCII and the punctuation above. */
export function subsetText() {
  let text = PUNCTUATION;
  for (let code = 0x20; code <= 0x7e; code += 1) text += String.fromCharCode(code);
  return text;
}

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = path.join(import.meta.dirname, '..', 'src', 'generated', 'inter-subset.woff2');

/** Writes `src/generated/inter-subset.woff2` unless the one there was made from the same source and settings. */
export async function ensureFontSubset() {
  const font = await readFile(source);
  const key = createHash('sha256').update(font).update(subsetText()).update(JSON.stringify({ WEIGHTS, FEATURES })).digest('hex');
  const stamp = `${target}.key`;
  const made = await readFile(stamp, 'utf8').catch(() => '');
  if (made === key) return target;
  const subset = await subsetFont(font, subsetText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, subset);
  await writeFile(stamp, key);
  return target;
}
