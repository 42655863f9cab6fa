import { CONTROL_CHARACTER_PATTERN, NO_CONTROL_CHARACTERS } from '@shop/shared/validation';
import fp from 'fastify-plugin';
import { z } from 'zod';

type Path = (string | number)[];

/** A value met on the walk, with the way back to the root (paths are built only for what is found). */
interface Step {
  value: unknown;
  key?: string | number;
  parent?: Step;
}

function pathOf(step: Step): Path {
  const path: Path = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every place in `value` (strings, and the keys of objects) that holds a control character,
 * as the paths a form reads its errors by. Walks without recursion, so no nesting depth a
 * 1 MiB body allows can overflow the stack.
 */
function controlCharacterPaths(value: unknown): Path[] {
  const found: Path[] = [];
  const pending: Step[] = [{ value }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER_PATTERN.test(current)) found.push(pathOf(step));
    } else if (Array.isArray(current)) {
      for (const [key, item] of current.entries()) pending.push({ value: item, key, parent: step });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (CONTROL_CHARACTER_PATTERN.test(key)) found.push([...pathOf(step), key]);
        else pending.push({ value: item, key, parent: step });
      }
    }
  }
  return found;
}

/**
 * Throws a 400 naming every field of the values that carries a control character. Also for input
 * the edge check below cannot see, such as the fields of a multipart form.
 */
export function refuseControlCharacters(...values: unknown[]): void {
  const paths = values.flatMap(controlCharacterPaths);
  if (paths.length === 0) return;
  throw new z.ZodError(paths.map((path) => ({ code: 'custom', path, message: NO_CONTROL_CHARACTERS, input: undefined })));
}

/**
 * NUL and other control characters are refused with a 400 for every string a route receives in
 * its body, query or path, before any route code runs: PostgreSQL cannot store NUL, and the others
 * have no place in a shop's text. Tabs and line breaks pass here; one-line fields refuse them in
 * their own schema (@shop/shared/validation).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      refuseControlCharacters(request.params, request.query, request.body);
    });
  },
  { name: 'control-characters' },
);
