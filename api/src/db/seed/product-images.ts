import type { CatalogueEntry, CategoryKey } from './catalogue';
import { type LabelArea, packKind, packShape } from './pack-shapes';

/** Product images live in api/public/products and are served by the media route. */
export const productImageUrl = (file: string) => `/api/media/products/${file}`;

/** The gallery's views of a product, in order: the pack, its back label, the product in use. */
export const PRODUCT_IMAGE_VIEWS = ['front', 'back', 'scene'] as const;
export type ProductImageView = (typeof PRODUCT_IMAGE_VIEWS)[number];

/** The file name of one view of a product. */
export const productImageFile = (slug: string, view: ProductImageView) => (view === 'front' ? `${slug}.svg` : `${slug}-${view}.svg`);

const COLOURS: Record<CategoryKey, string> = {
  powder: '#1e6fd9',
  liquid: '#7b4fc4',
  dishwash: '#2e9d4a',
  floor: '#00897b',
  toilet: '#d6383a',
  glass: '#0b93d4',
  handwash: '#e8711c',
};

// The fragrance colours the label's band and the background, so packs of one line look different.
const ACCENTS: Record<string, string> = {
  'Aloe Vera': '#7cc242',
  Aqua: '#38bdf8',
  Citrus: '#fb923c',
  'Fresh Floral': '#f472b6',
  'Green Apple': '#84cc16',
  Jasmine: '#fde68a',
  Lavender: '#a78bfa',
  Lemon: '#facc15',
  Lily: '#f9a8d4',
  Lime: '#a3e635',
  Mild: '#e2e8f0',
  Mint: '#6ee7b7',
  Neem: '#4d7c0f',
  'Ocean Breeze': '#60a5fa',
  Original: '#cbd5e1',
  Pine: '#15803d',
  Rose: '#fb7185',
  Sandalwood: '#d6a66b',
  'Spring Fresh': '#86efac',
};

const HOW_TO_USE: Record<CategoryKey, string[]> = {
  powder: ['1 scoop for 4-5 kg', 'of clothes. Soak', '15 min, then wash.'],
  liquid: ['1 cap for a full', 'machine load, or', '1/2 cap by hand.'],
  dishwash: ['A few drops on a', 'wet scrubber. Rinse', 'with clean water.'],
  floor: ['1 cap in 4 L of', 'water. Mop; no', 'need to rinse.'],
  toilet: ['Squeeze under the', 'rim, wait 10 min,', 'brush and flush.'],
  glass: ['Spray from 20 cm.', 'Wipe with a dry', 'lint-free cloth.'],
  handwash: ['Pump onto wet', 'hands, lather 20 s,', 'rinse well.'],
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** "1 kg", "2 x 500 ml": the pack size as the product's name gives it. */
export function packSize(name: string): string {
  return name.match(/\d+(?: x \d+)? (?:kg|g|ml|L)\b/)?.[0] ?? '';
}

function darker(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * 0.62);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

// Dark text on a light band, white on a dark one.
function onColour(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance < 140 ? '#fff' : '#0f172a';
}

/** Splits a label into at most two lines of similar length. */
function lines(label: string): string[] {
  const words = label.split(' ');
  if (label.length <= 11 || words.length < 2) return [label];
  let best = 1;
  for (let cut = 1; cut < words.length; cut++) {
    const gap = (at: number) => Math.abs(words.slice(0, at).join(' ').length - words.slice(at).join(' ').length);
    if (gap(cut) < gap(best)) best = cut;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

// A font size that fits `text` in `width` (Arial averages about 0.56 em a character).
const fontSizeFor = (text: string, width: number, largest: number) =>
  Math.min(largest, Math.floor(width / (0.56 * Math.max(text.length, 1))));

const text = (x: number, y: number, size: number, fill: string, content: string, bold = false) =>
  `<text x="${x}" y="${y}" font-size="${size}"${bold ? ' font-weight="700"' : ''} fill="${fill}">${escapeXml(content)}</text>`;

function frontLabel(entry: CatalogueEntry, area: LabelArea, colour: string, accent: string): string[] {
  const cx = area.x + area.w / 2;
  const brand = entry.pro ? 'UJJWAL PRO' : 'UJJWAL';
  const name = lines(entry.label);
  const nameSize = Math.min(...name.map((line) => fontSizeFor(line, area.w - 16, 24)));
  const band = 28;
  const out = [
    `<rect x="${area.x}" y="${area.y}" width="${area.w}" height="${area.h}" rx="10" fill="#fff"/>`,
    `<rect x="${area.x}" y="${area.y + area.h - band}" width="${area.w}" height="${band}" fill="${accent}"/>`,
    text(cx, area.y + 24, fontSizeFor(brand, area.w - 20, 20), colour, brand, true),
  ];
  name.forEach((line, index) => {
    out.push(text(cx, area.y + 28 + nameSize * (index + 1.1), nameSize, '#1e293b', line, true));
  });
  const size = packSize(entry.name);
  out.push(text(cx, area.y + area.h - band - 8, 16, colour, size));
  out.push(text(cx, area.y + area.h - 9, fontSizeFor(entry.fragrance, area.w - 12, 14), onColour(accent), entry.fragrance));
  return out;
}

function backLabel(entry: CatalogueEntry, area: LabelArea): string[] {
  const x = area.x + 8;
  const facts = [
    [entry.label, true],
    [`Net qty: ${packSize(entry.name)}`, false],
    [`Fragrance: ${entry.fragrance}`, false],
    ['How to use:', true],
    ...HOW_TO_USE[entry.category].map((line) => [line, false] as const),
    ['Ujjwal Home Care, Ahmedabad', false],
  ] as const;
  const size = Math.min(12, ...facts.map(([line]) => fontSizeFor(line, area.w - 16, 12)));
  const step = Math.min(size + 3, (area.h - 26) / facts.length);
  const out = [`<rect x="${area.x}" y="${area.y - 10}" width="${area.w}" height="${area.h + 20}" rx="8" fill="#fff"/>`];
  facts.forEach(([line, bold], index) => {
    out.push(text(x, area.y + 6 + step * (index + 0.6), size, '#1e293b', line, bold));
  });
  // A barcode, as every back label has.
  out.push(`<path d="M${x} ${area.y + area.h - 12}h60" stroke="#1e293b" stroke-width="14" stroke-dasharray="2 1 1 2 3 1 1 1 2 2"/>`);
  return out;
}

// The product in use, drawn behind a small pack: a washing machine, a sink, a mopped floor...
const SCENES: Record<CategoryKey, string> = {
  powder:
    '<rect x="40" y="70" width="220" height="280" rx="18" fill="#e2e8f0"/><rect x="40" y="70" width="220" height="50" rx="18" fill="#cbd5e1"/><circle cx="150" cy="230" r="80" fill="#94a3b8"/><circle cx="150" cy="230" r="62" fill="#bae6fd"/><g fill="#fff"><circle cx="125" cy="215" r="14"/><circle cx="165" cy="245" r="18"/><circle cx="150" cy="200" r="9"/></g>',
  liquid:
    '<rect x="40" y="70" width="220" height="280" rx="18" fill="#e2e8f0"/><rect x="40" y="70" width="220" height="50" rx="18" fill="#cbd5e1"/><circle cx="150" cy="230" r="80" fill="#94a3b8"/><circle cx="150" cy="230" r="62" fill="#ddd6fe"/><path d="M100 240q50-40 100 0" stroke="#fff" stroke-width="10" fill="none"/>',
  dishwash:
    '<rect x="20" y="250" width="300" height="110" rx="14" fill="#cbd5e1"/><path d="M60 140v-50h60v20" stroke="#94a3b8" stroke-width="14" fill="none"/><ellipse cx="150" cy="240" rx="100" ry="26" fill="#fff" stroke="#cbd5e1" stroke-width="4"/><g fill="#fff" stroke="#bae6fd" stroke-width="3"><circle cx="90" cy="200" r="14"/><circle cx="200" cy="190" r="18"/><circle cx="150" cy="170" r="10"/></g>',
  floor:
    '<path d="M0 260h400v140H0z" fill="#e7e5e4"/><path d="M0 320h400M100 260l-60 140M200 260v140M300 260l60 140" stroke="#d6d3d1" stroke-width="4"/><path d="M170 40l-40 220" stroke="#a16207" stroke-width="10"/><path d="M90 262h90l-10 30h-90z" fill="#94a3b8"/><path d="M60 300q60 20 140 0" stroke="#fff" stroke-width="6" fill="none"/>',
  toilet:
    '<rect x="60" y="70" width="130" height="110" rx="12" fill="#e2e8f0"/><path d="M40 190h220q0 90-110 90T40 190z" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="6"/><path d="M110 280h80l10 70h-100z" fill="#e2e8f0"/><path d="M230 120l10-20 10 20 20 10-20 10-10 20-10-20-20-10z" fill="#fde047"/>',
  glass:
    '<rect x="30" y="40" width="240" height="300" rx="8" fill="#e0f2fe" stroke="#94a3b8" stroke-width="12"/><path d="M150 40v300M30 190h240" stroke="#94a3b8" stroke-width="8"/><path d="M60 90l60-30M190 240l50-30" stroke="#fff" stroke-width="10"/><path d="M225 110l10-22 10 22 22 10-22 10-10 22-10-22-22-10z" fill="#fde047"/>',
  handwash:
    '<path d="M20 250h300q-20 100-150 100T20 250z" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="6"/><path d="M120 250v-120h60v30" stroke="#94a3b8" stroke-width="14" fill="none"/><g fill="#fff" stroke="#fed7aa" stroke-width="3"><circle cx="120" cy="290" r="16"/><circle cx="160" cy="300" r="20"/><circle cx="200" cy="285" r="12"/><circle cx="140" cy="270" r="10"/></g>',
};

/** A light SVG of one view of a product: its own pack shape, colours and printed facts. */
export function drawProductImage(entry: CatalogueEntry, view: ProductImageView): string {
  const colour = COLOURS[entry.category];
  const accent = ACCENTS[entry.fragrance] ?? '#e2e8f0';
  const shape = packShape(entry);
  const body = shape.body.replaceAll('fill="C"', `fill="${colour}"`).replaceAll('"D"', `"${darker(colour)}"`);
  const pack = [body, ...(view === 'back' ? backLabel(entry, shape.label) : frontLabel(entry, shape.label, colour, accent))];
  const drawing =
    view === 'scene'
      ? [SCENES[entry.category], `<g transform="translate(215 150) scale(.5)">`, ...pack, '</g>']
      : ['<ellipse cx="200" cy="368" rx="130" ry="12" opacity=".1"/>', ...pack];
  const title =
    view === 'scene' ? `${entry.name}, in use` : `${entry.name}: ${packKind(entry)}, ${view === 'front' ? 'front' : 'back label'}`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-labelledby="t">',
    `<title id="t">${escapeXml(title)}</title>`,
    `<rect width="400" height="400" fill="${accent}" opacity=".18"/>`,
    `<g font-family="Arial,Helvetica,sans-serif" text-anchor="${view === 'back' ? 'start' : 'middle'}">`,
    ...drawing,
    '</g></svg>',
    '',
  ].join('\n');
}
