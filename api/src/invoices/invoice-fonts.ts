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

/** Embeds the invoice fonts in `pdf`, whole (see above). */
export async function embedInvoiceFonts(pdf: PDFDocument): Promise<InvoiceFonts> {
  pdf.registerFontkit(fontkit);
  const source = fontFiles();
  const [latin, latinBold, devanagari, gujarati] = await Promise.all(
    [source.latin, source.latinBold, source.devanagari, source.gujarati].map((bytes) => pdf.embedFont(bytes, { subset: false })),
  );
  if (!latin || !latinBold || !devanagari || !gujarati) throw new Error('An invoice font failed to embed');
  const faces = { latin, devanagari, gujarati };

  const runs = (text: string, bold = false): TextRun[] => {
    const result: TextRun[] = [];
    for (const char of text) {
      const script = scriptOf(char);
      // Spaces and marks between letters of one script stay in that script's run, so words shape together.
      const last = result.at(-1);
      const font: PDFFont = script === 'latin' ? (bold ? latinBold : latin) : faces[script];
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
