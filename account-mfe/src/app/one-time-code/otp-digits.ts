/** How many boxes a one-time code has. */
export const OTP_LENGTH = 6;

/** The boxes' contents (one digit or '') and the box that should have focus next. */
export interface OtpEntry {
  digits: string[];
  focus: number;
}

/** Six empty boxes. */
export function emptyDigits(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

/** The code the boxes spell, e.g. '123456' (shorter while boxes are empty). */
export function joinDigits(digits: readonly string[]): string {
  return digits.join('');
}

const clamp = (index: number) => Math.min(Math.max(index, 0), OTP_LENGTH - 1);
const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Writes `incoming` digits into the boxes from `start`, dropping what does not fit. */
function fillFrom(digits: readonly string[], start: number, incoming: string): OtpEntry {
  const next = [...digits];
  const chars = [...incoming].slice(0, OTP_LENGTH - start);
  chars.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { digits: next, focus: clamp(start + chars.length) };
}

/**
 * A box's input changed to `text`. One digit fills the box and moves on; typing over a digit keeps
 * the new one; several digits at once (the phone's code suggestion, a paste the browser put in one
 * box) fill the boxes from here. Anything that is not a digit is ignored; an emptied box stays put.
 */
export function enterText(digits: readonly string[], index: number, text: string): OtpEntry {
  const typed = onlyDigits(text);
  const before = digits[index] ?? '';
  if (text === '') return { digits: digits.map((digit, i) => (i === index ? '' : digit)), focus: index };
  if (typed === '') return { digits: [...digits], focus: index };
  // The caret sat before or after the old digit, so the new one is whichever end is not it.
  if (typed.length === 2 && before !== '' && typed.includes(before)) {
    const fresh = typed.startsWith(before) ? typed.slice(1) : typed.slice(0, 1);
    return fillFrom(digits, index, fresh);
  }
  return fillFrom(digits, index, typed);
}

/** A paste: a whole code fills every box whichever box has focus; a part fills from the focused box. */
export function pasteText(digits: readonly string[], index: number, text: string): OtpEntry {
  const pasted = onlyDigits(text);
  if (pasted === '') return { digits: [...digits], focus: index };
  if (pasted.length >= OTP_LENGTH) return fillFrom(emptyDigits(), 0, pasted.slice(0, OTP_LENGTH));
  return fillFrom(digits, index, pasted);
}

/** Backspace empties the box, or, in an empty box, the one before it, and focus follows. */
export function backspace(digits: readonly string[], index: number): OtpEntry {
  if (digits[index]) return { digits: digits.map((digit, i) => (i === index ? '' : digit)), focus: index };
  const previous = clamp(index - 1);
  return { digits: digits.map((digit, i) => (i === previous ? '' : digit)), focus: previous };
}

/** The box a navigation key moves focus to, or null for other keys. */
export function focusAfterKey(index: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowRight':
      return clamp(index + 1);
    case 'Home':
      return 0;
    case 'End':
      return OTP_LENGTH - 1;
    default:
      return null;
  }
}
