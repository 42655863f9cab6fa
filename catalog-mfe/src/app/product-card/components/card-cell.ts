// A list cell holding a product card. Cards below the first screen are laid out and painted only
// as they scroll near, at the height they are expected to take, so a long page shows its first
// screenful first without jumping.
export const CARD_CELL_CLASS = 'cat:flex cat:flex-col cat:[content-visibility:auto] cat:[contain-intrinsic-size:auto_24rem]';
