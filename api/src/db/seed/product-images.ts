import type { CatalogueEntry, CategoryKey } from './catalogue';

/** Product images live in api/public/products and are served by the media route. */
export const productImageUrl = (file: string) => `/api/media/products/${file}`;

interface CategoryStyle {
  colour: string;
  shape: 'pack' | 'bottle' | 'pump' | 'spray' | 'can';
}

const STYLES: Record<CategoryKey, CategoryStyle> = {
  powder: { colour: '#1e6fd9', shape: 'pack' },
  liquid: { colour: '#7b4fc4', shape: 'bottle' },
  dishwash: { colour: '#2e9d4a', shape: 'bottle' },
  floor: { colour: '#00897b', shape: 'bottle' },
  toilet: { colour: '#d6383a', shape: 'bottle' },
  glass: { colour: '#0b93d4', shape: 'spray' },
  handwash: { colour: '#e8711c', shape: 'pump' },
};

// The body of each pack shape, drawn in the category colour on a 400x400 canvas.
const SHAPES: Record<CategoryStyle['shape'], string> = {
  pack: '<path d="M100 70h200l16 290H84z" fill="C"/><path d="M100 70h200v26H100z" fill="#fff" opacity=".25"/>',
  bottle: '<rect x="170" y="40" width="60" height="34" rx="6" fill="#333"/><path d="M150 74h100l30 50v236H120V124z" fill="C"/>',
  pump: '<path d="M190 30h60v12h-40v28h-20z" fill="#333"/><rect x="176" y="70" width="48" height="30" fill="#333"/><rect x="130" y="100" width="140" height="260" rx="28" fill="C"/>',
  spray: '<path d="M160 36h70l20 18h-30v20h-60z" fill="#333"/><path d="M150 74h100l20 40v246H130V114z" fill="C"/>',
  can: '<rect x="100" y="60" width="200" height="300" rx="16" fill="C"/><rect x="150" y="40" width="50" height="26" fill="#333"/>',
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** "1 kg", "2 x 500 ml": the pack size as the product's name gives it. */
export function packSize(name: string): string {
  return name.match(/\d+(?: x \d+)? (?:kg|g|ml|L)\b/)?.[0] ?? '';
}

/** A light SVG of the pack: the category's shape and colour with the product's short name. */
export function drawProductImage(entry: CatalogueEntry, side: 'front' | 'back'): string {
  const size = packSize(entry.name);
  const style = STYLES[entry.category];
  const shape = entry.pro ? SHAPES.can : SHAPES[style.shape];
  const brand = entry.pro ? 'UJJWAL PRO' : 'UJJWAL';
  const lines =
    side === 'front'
      ? [
          `<text x="200" y="190" font-size="30" font-weight="700" fill="#fff">${brand}</text>`,
          `<text x="200" y="240" font-size="24" fill="#fff">${escapeXml(entry.label)}</text>`,
          `<text x="200" y="320" font-size="22" fill="#fff">${escapeXml(size)}</text>`,
        ]
      : [
          `<text x="200" y="170" font-size="22" font-weight="700" fill="#fff">${escapeXml(entry.label)}</text>`,
          '<path d="M150 200h100M150 224h100M150 248h80M150 272h100" stroke="#fff" stroke-width="8" opacity=".6"/>',
          `<text x="200" y="330" font-size="16" fill="#fff">${brand} HOME CARE</text>`,
        ];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-labelledby="t">',
    `<title id="t">${escapeXml(`${entry.name}, ${side} of pack`)}</title>`,
    `<rect width="400" height="400" fill="${style.colour}" opacity=".08"/>`,
    shape.replace('fill="C"', `fill="${style.colour}"`),
    '<g font-family="Arial,Helvetica,sans-serif" text-anchor="middle">',
    ...lines,
    '</g></svg>',
    '',
  ].join('\n');
}
