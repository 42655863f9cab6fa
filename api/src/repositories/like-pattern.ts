/** Text as a LIKE pattern matches it literally: its `%`, `_` and `\` stand for themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
