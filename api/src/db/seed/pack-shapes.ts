import type { CatalogueEntry } from './catalogue';

/** The kinds of pack the shop sells, each drawn in its own outline. */
export type PackKind = 'box' | 'bag' | 'pouch' | 'can' | 'bar' | 'spray bottle' | 'pump bottle' | 'pair of bottles' | 'bottle';

/** Where the printed label sits on a pack (400 × 400 canvas). */
export interface LabelArea {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface PackShape {
  /** The outline; `C` is replaced by the product's colour, `D` by its darker shade. */
  body: string;
  label: LabelArea;
}

/** The pack a product comes in, read from its name and category. */
export function packKind(entry: CatalogueEntry): PackKind {
  const name = entry.name;
  if (/\bBag\b/.test(name)) return 'bag';
  if (/\bCan\b/.test(name)) return 'can';
  if (/\b(Pouch|Refill)\b/.test(name)) return 'pouch';
  if (/\bBar\b/.test(name)) return 'bar';
  if (/\bPowder\b/.test(name)) return 'box';
  if (/\bSpray\b/.test(name)) return 'spray bottle';
  if (/\bTwin Pack\b/.test(name)) return 'pair of bottles';
  if (entry.category === 'handwash') return 'pump bottle';
  return 'bottle';
}

const toiletNeck = '<path d="M226 120V84l-58-30-10 18 40 22v26z" fill="D"/>';
const SHAPES: Record<Exclude<PackKind, 'pair of bottles'>, PackShape> = {
  box: {
    body: '<path d="M110 90l30-30h170l-30 30z" fill="D" opacity=".6"/><path d="M280 90l30-30v270l-30 30z" fill="D"/><rect x="110" y="90" width="170" height="270" fill="C"/>',
    label: { x: 122, y: 140, w: 146, h: 160 },
  },
  bag: {
    body: '<path d="M96 66h208l14 286q-118 22-236 0z" fill="C"/><path d="M96 66h208v22H96z" fill="D"/><path d="M104 77h192" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/>',
    label: { x: 120, y: 130, w: 160, h: 170 },
  },
  pouch: {
    body: '<rect x="238" y="46" width="28" height="26" rx="4" fill="D"/><path d="M120 70h160l14 40v240q-104 18-188 0V110z" fill="C"/>',
    label: { x: 132, y: 130, w: 136, h: 170 },
  },
  can: {
    body: '<path d="M126 92V58h96v34" fill="none" stroke="D" stroke-width="16"/><rect x="240" y="52" width="40" height="40" rx="6" fill="D"/><rect x="100" y="90" width="200" height="270" rx="20" fill="C"/>',
    label: { x: 118, y: 140, w: 164, h: 170 },
  },
  bar: {
    body: '<path d="M60 150l40-40h280l-40 40z" fill="D" opacity=".6"/><path d="M340 150l40-40v170l-40 40z" fill="D"/><rect x="60" y="150" width="280" height="170" rx="10" fill="C"/>',
    label: { x: 76, y: 164, w: 248, h: 142 },
  },
  'spray bottle': {
    body: '<path d="M150 34h84l30 22h-40v24h-74z" fill="D"/><rect x="264" y="50" width="14" height="10" fill="D"/><path d="M152 80h96l22 40v240H130V120z" fill="C"/>',
    label: { x: 142, y: 160, w: 116, h: 160 },
  },
  'pump bottle': {
    body: '<path d="M188 30h66v12h-46v28h-20z" fill="D"/><rect x="176" y="68" width="48" height="32" fill="D"/><rect x="128" y="100" width="144" height="260" rx="30" fill="C"/>',
    label: { x: 140, y: 150, w: 120, h: 160 },
  },
  bottle: {
    body: '<rect x="170" y="40" width="60" height="36" rx="6" fill="D"/><path d="M150 74h100l30 50v236H120V124z" fill="C"/>',
    label: { x: 134, y: 150, w: 132, h: 170 },
  },
};

// Liquid detergent comes in a handled bottle, dishwash gel in a squeeze bottle, toilet cleaner with an angled neck.
function bottle(entry: CatalogueEntry): PackShape {
  if (entry.category === 'liquid')
    return {
      body: '<rect x="186" y="36" width="70" height="34" rx="8" fill="D"/><path d="M150 70h130l20 60v230H110V130z" fill="C"/><path d="M262 100h26v70h-26z" fill="#fff" opacity=".55"/>',
      label: { x: 126, y: 180, w: 132, h: 150 },
    };
  if (entry.category === 'dishwash')
    return {
      body: '<path d="M186 26h28l8 30h-44z" fill="D"/><path d="M176 56h48l46 70v234H130V126z" fill="C"/>',
      label: { x: 142, y: 160, w: 116, h: 160 },
    };
  if (entry.category === 'toilet')
    return {
      body: `${toiletNeck}<rect x="134" y="118" width="132" height="242" rx="22" fill="C"/>`,
      label: { x: 144, y: 160, w: 112, h: 160 },
    };
  return SHAPES.bottle;
}

/** The outline of a product's pack and where its label goes. */
export function packShape(entry: CatalogueEntry): PackShape {
  const kind = packKind(entry);
  if (kind === 'pair of bottles') {
    const one = bottle(entry).body;
    return {
      body: `<g transform="translate(-64 30) scale(.9)">${one}</g><g transform="translate(96 30) scale(.9)">${one}</g>`,
      label: { x: 130, y: 200, w: 140, h: 120 },
    };
  }
  return kind === 'bottle' ? bottle(entry) : SHAPES[kind];
}
