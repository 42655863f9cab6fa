/** The global where a server-rendered page keeps what the shopper did before the page could answer. */
export const EARLY_INPUT_GLOBAL = '__SHOP_EARLY_INPUT__';

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface EarlyInput {
  /** Buttons tapped, in order. */
  taps: HTMLButtonElement[];
  /** Fields typed into or changed, in order, each with what it held at its last change. */
  fields: Array<{ control: Control; value: string; checked: boolean }>;
  stopFields(): void;
  stopTaps(): void;
}

/**
 * What a server-rendered page runs first, as an inline script (so it uses nothing from outside its
 * own body and its strings hold no spaces next to punctuation; see `inlineCall`). Until the page is
 * hydrated it notes every field the shopper types into or changes, with its value; until the
 * shopper's session is known it holds every tap on a button (its default and other listeners
 * stopped) instead of losing it. Links and typing itself work without it; `replayEarlyFields` and
 * `replayEarlyTaps` hand both to the page.
 */
export function noteEarlyInput(globalName: string): void {
  const taps: HTMLButtonElement[] = [];
  const fields: EarlyInput['fields'] = [];
  const tap = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('#root button');
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!taps.includes(button)) taps.push(button);
  };
  const field = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.<Control>('#root input,#root textarea,#root select');
    if (!control) return;
    const earlier = fields.findIndex((noted) => noted.control === control);
    if (earlier >= 0) fields.splice(earlier, 1);
    fields.push({ control, value: control.value, checked: 'checked' in control && control.checked });
  };
  document.addEventListener('click', tap, true);
  document.addEventListener('input', field, true);
  document.addEventListener('change', field, true);
  const input: EarlyInput = {
    taps,
    fields,
    stopTaps: () => document.removeEventListener('click', tap, true),
    stopFields: () => {
      document.removeEventListener('input', field, true);
      document.removeEventListener('change', field, true);
    },
  };
  (window as unknown as Record<string, EarlyInput>)[globalName] = input;
}

function held(scope: object): EarlyInput | undefined {
  return (scope as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
}

function isToggle(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/**
 * Gives a hydrated field the value the shopper gave it, through the page's own change handler.
 * React fires onChange only for a value that differs from the last one it saw, and it may have
 * first seen the field after the shopper typed; so the field is first set, through the element
 * (where React notes it), to something else, then to the shopper's value past React's note.
 */
export function enterAgain(control: Control, value: string, checked: boolean): void {
  if (isToggle(control)) {
    control.checked = !checked;
    control.click();
    return;
  }
  if (!(control instanceof HTMLSelectElement)) {
    control.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    return;
  }
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Once the page is hydrated: stops noting fields and gives every field the shopper changed before then its value again. */
export function replayEarlyFields(scope: object = window): void {
  const input = held(scope);
  if (!input) return;
  input.stopFields();
  for (const { control, value, checked } of input.fields.splice(0)) {
    if (!control.isConnected || control.disabled) continue;
    enterAgain(control, value, checked);
    // A field in a part React had not hydrated yet was hydrated by that first event, which React
    // then answered with the value it knew: the second time it is React's own field.
    const entered = isToggle(control) ? control.checked === checked : control.value === value;
    if (!entered) enterAgain(control, value, checked);
  }
}

/** Once the shopper is known: stops holding taps and answers the held ones, in order, on buttons still on the page. */
export function replayEarlyTaps(scope: object = window): void {
  const input = held(scope);
  if (!input) return;
  replayEarlyFields(scope);
  input.stopTaps();
  delete (scope as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  for (const button of input.taps) if (button.isConnected && !button.disabled) button.click();
}
