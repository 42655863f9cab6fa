import { describe, expect, it } from 'vitest';
import { backspace, emptyDigits, enterText, focusAfterKey, joinDigits, pasteText } from './otp-digits';

const digitsOf = (code: string) => [...code.padEnd(6, ' ')].map((char) => (char === ' ' ? '' : char));

describe('typing into the code boxes', () => {
  it('fills a box and moves to the next', () => {
    expect(enterText(emptyDigits(), 0, '4')).toEqual({ digits: digitsOf('4'), focus: 1 });
    expect(enterText(digitsOf('41'), 2, '7')).toEqual({ digits: digitsOf('417'), focus: 3 });
  });

  it('stays on the last box once it is filled', () => {
    expect(enterText(digitsOf('12345'), 5, '6')).toEqual({ digits: digitsOf('123456'), focus: 5 });
  });

  it('ignores letters and signs', () => {
    expect(enterText(digitsOf('12'), 2, 'a')).toEqual({ digits: digitsOf('12'), focus: 2 });
  });

  it('keeps the new digit when one is typed over an old one, caret before or after it', () => {
    expect(enterText(digitsOf('123'), 1, '29')).toEqual({ digits: digitsOf('193'), focus: 2 });
    expect(enterText(digitsOf('123'), 1, '92')).toEqual({ digits: digitsOf('193'), focus: 2 });
  });

  it('spreads a code suggested into one box over the boxes from there', () => {
    expect(enterText(emptyDigits(), 0, '654321')).toEqual({ digits: digitsOf('654321'), focus: 5 });
    expect(enterText(emptyDigits(), 4, '6543')).toEqual({ digits: ['', '', '', '', '6', '5'], focus: 5 });
  });

  it('empties a box cleared by the browser without moving', () => {
    expect(enterText(digitsOf('123'), 1, '')).toEqual({ digits: ['1', '', '3', '', '', ''], focus: 1 });
  });
});

describe('pasting a code', () => {
  it('fills all six boxes from a pasted 6-digit code, whichever box has focus', () => {
    expect(pasteText(digitsOf('9'), 3, '123456')).toEqual({ digits: digitsOf('123456'), focus: 5 });
  });

  it('reads the digits out of a pasted text with spaces or dashes', () => {
    expect(pasteText(emptyDigits(), 0, ' 123-456 ')).toEqual({ digits: digitsOf('123456'), focus: 5 });
  });

  it('fills from the focused box when fewer digits are pasted', () => {
    expect(pasteText(digitsOf('12'), 2, '34')).toEqual({ digits: digitsOf('1234'), focus: 4 });
  });

  it('changes nothing for a paste without digits', () => {
    expect(pasteText(digitsOf('12'), 2, 'code')).toEqual({ digits: digitsOf('12'), focus: 2 });
  });
});

describe('backspace', () => {
  it('empties the focused box when it has a digit', () => {
    expect(backspace(digitsOf('123'), 2)).toEqual({ digits: digitsOf('12'), focus: 2 });
  });

  it('goes back and empties the previous box from an empty one', () => {
    expect(backspace(digitsOf('123'), 3)).toEqual({ digits: digitsOf('12'), focus: 2 });
  });

  it('stays on the first box', () => {
    expect(backspace(emptyDigits(), 0)).toEqual({ digits: emptyDigits(), focus: 0 });
  });
});

describe('arrow keys', () => {
  it('move between boxes without leaving the row', () => {
    expect(focusAfterKey(2, 'ArrowLeft')).toBe(1);
    expect(focusAfterKey(2, 'ArrowRight')).toBe(3);
    expect(focusAfterKey(0, 'ArrowLeft')).toBe(0);
    expect(focusAfterKey(5, 'ArrowRight')).toBe(5);
    expect(focusAfterKey(3, 'Home')).toBe(0);
    expect(focusAfterKey(1, 'End')).toBe(5);
    expect(focusAfterKey(1, 'a')).toBeNull();
  });
});

describe('joinDigits', () => {
  it('spells the code', () => {
    expect(joinDigits(digitsOf('123456'))).toBe('123456');
    expect(joinDigits(digitsOf('12'))).toBe('12');
  });
});
