// A list of product cards and its cells: the `card-list` and `card-cell` utilities of the section's
// stylesheet (`src/styles.css`), which explains the cells' stand-in height. Each list adds its
// columns per width as `--cols`.

export const CARD_LIST_CLASS = 'cat:card-list';

export const CARD_CELL_CLASS = 'cat:card-cell';
