import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another.';

// Built once: loading the dictionaries takes longer than a check.
let estimator: ZxcvbnFactory | undefined;

/**
 * Whether a password is among the first ones an attacker tries (zxcvbn's lowest score: under a
 * thousand guesses, e.g. qwerty, 123456, P@ssw0rd). Passwords of the shop's own rule such as
 * Secret@123 score higher and pass.
 */
export function isCommonPassword(password: string): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).score === 0;
}

/**
 * Refuses a common password as the body's schema refuses a short one: 400 VALIDATION_ERROR with the
 * message at the form's field (the error handler words every ZodError so). Server-side only, so
 * the dictionaries stay out of the pages.
 */
export function refuseCommonPassword(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  throw new z.ZodError([{ code: 'custom', path: [field], message: PASSWORD_TOO_COMMON, input: password }]);
}
