import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
// fontkit's Indic shaping (conjuncts, vowel signs) is compiled for a global regenerator runtime.
import 'regenerator-runtime/runtime.js';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const fontFile = (path: string) => readFileSync(require.resolve(`@expo-google-fonts/${path}`));

// Read once per process. Embedded whole: pdf-lib's subsets of these faces lose most glyphs in common
// viewers (poppler draws blanks, though the text still extracts), so a subset invoice would not print.
let files: Record<'latin' | 'latinBold' | 'devanagari' | 'gujarati', Buffer> | undefined;
const fontFiles = () => {
  files ??= {
    latin: fontFile('noto-sans/400Regular/NotoSans_400Regular.ttf'),
    latinBold: fontFile('noto-sans/700Bold/NotoSans_700Bold.ttf'),
    devanagari: fontFile('noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    gujarati: fontFile('noto-sans-gujarati/400Regular/NotoSansGujarati_400Regular.ttf'),
  };
  return files;
};

/** A piece of text in one script, with the font that carries it. */
export interface TextRun {
  text: string;
  font: PDFFont;
}

/** Noto Sans with its Devanagari and Gujarati faces, so a name in an Indian script prints as written. */
export interface InvoiceFonts {
  /** Splits text into runs per script; `bold` applies to Latin letters. */
  runs(text: string, bold?: boolean): TextRun[];
  width(text: string, size: number, bold?: boolean): number;
}

const scriptOf = (char: string): 'devanagari' | 'gujarati' | 'latin' => {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0900 && code <= 0x097f) return 'devanagari';
  if (code >= 0x0a80 && code <= 0x0aff) return 'gujarati';
  return 'latin';
};

/** The Indian scripts a text uses, so a document embeds only their faces (each is several hundred KB whole). */
export function indianScriptsIn(text: string): Set<'devanagari' | 'gujarati'> {
  const scripts = new Set<'devanagari' | 'gujarati'>();
  for (const char of text) {
    const script = scriptOf(char);
    if (script !== 'latin') scripts.add(script);
  }
  return scripts;
}

/**
 * Embeds the invoice fonts in `pdf`, whole (see above): the Latin faces always, an Indian script's
 * face only when `everyText` (all the document will print) uses that script.
 */
export async function embedInvoiceFonts(pdf: PDFDocument, everyText: string): Promise<InvoiceFonts> {
  pdf.registerFontkit(fontkit);
  const source = fontFiles();
  const scripts = indianScriptsIn(everyText);
  const embed = (bytes: Buffer) => pdf.embedFont(bytes, { subset: false });
  const [latin, latinBold, devanagari, gujarati] = await Promise.all([
    embed(source.latin),
    embed(source.latinBold),
    scripts.has('devanagari') ? embed(source.devanagari) : undefined,
    scripts.has('gujarati') ? embed(source.gujarati) : undefined,
  ]);
  const faceOf = (script: 'devanagari' | 'gujarati'): PDFFont => {
    const face = script === 'devanagari' ? devanagari : gujarati;
    if (!face) throw new Error(`Text in ${script} reached a document that did not declare it`);
    return face;
  };

  const runs = (text: string, bold = false): TextRun[] => {
    const result: TextRun[] = [];
    for (const char of text) {
      const script = scriptOf(char);
      // Spaces and marks between letters of one script stay in that script's run, so words shape together.
      const last = result.at(-1);
      const font: PDFFont = script === 'latin' ? (bold ? latinBold : latin) : faceOf(script);
      if (last && (last.font === font || (char === ' ' && last.font !== latin && last.font !== latinBold))) last.text += char;
      else result.push({ text: char, font });
    }
    return result;
  };
  return {
    runs,
    width: (text, size, bold) => runs(text, bold).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0),
  };
}
