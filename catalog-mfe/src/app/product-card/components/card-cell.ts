// A list of product cards and its cells. Cards below the first screen are laid out and painted only
// as they scroll near; until then a cell takes the height its card will have, so nothing moves when
// it is laid out (a shopper who jumps to the footer finds it where it was). A card is a square
// picture as wide as its column and the text under it; the column is worked out from the list's
// own width (the list is a size container), its columns and its gap. The text block under it is one
// height at a width: the name keeps two lines, and on a phone the price keeps room to wrap.

/** The list's grid: each list adds its columns per width as `--cols`. */
export const CARD_LIST_CLASS =
  'cat:@container cat:grid cat:grid-cols-[repeat(var(--cols),minmax(0,1fr))] cat:gap-(--gap) cat:[--gap:0.75rem] cat:sm:[--gap:1.25rem] cat:[--card-text:15.6875rem] cat:sm:[--card-text:14.75rem]';

/** A list cell holding a product card; its stand-in height is the `card-cell` utility of the section's stylesheet. */
export const CARD_CELL_CLASS = 'cat:flex cat:flex-col cat:card-cell';
