/** The global where a server-rendered page keeps what the shopper did before the page could answer. */
export const EARLY_INPUT_GLOBAL = '__SHOP_EARLY_INPUT__';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface EarlyInput {
  /** Buttons tapped, in order. */
  taps: HTMLButtonElement[];
  /** Fields typed into or changed, in order, each with what it held at its last change. */
  fields: Array<{ control: Control; value: string; checked: boolean }>;
  stopFields(): void;
  stopTaps(): void;
}

/**
 * The script a server-rendered page runs first. Until the page is hydrated it notes every field
 * the shopper types into or changes, with its value; until the shopper's session is known it holds
 * every tap on a button (its default and other listeners stopped) instead of losing it. Links and
 * typing itself work without it; `replayEarlyFields` and `replayEarlyTaps` hand both to the page.
 */
export const EARLY_INPUT_SCRIPT =
  '<script>(function(d,w){var h={taps:[],fields:[]};' +
  'function tap(e){var b=e.target&&e.target.closest&&e.target.closest("#root button");if(!b||b.disabled)return;' +
  'e.preventDefault();e.stopImmediatePropagation();if(h.taps.indexOf(b)<0)h.taps.push(b)}' +
  'function field(e){var c=e.target&&e.target.closest&&e.target.closest("#root input,#root textarea,#root select");if(!c)return;' +
  'for(var i=0;i<h.fields.length;i++)if(h.fields[i].control===c){h.fields.splice(i,1);break}' +
  'h.fields.push({control:c,value:c.value,checked:!!c.checked})}' +
  'd.addEventListener("click",tap,true);d.addEventListener("input",field,true);d.addEventListener("change",field,true);' +
  'h.stopTaps=function(){d.removeEventListener("click",tap,true)};' +
  'h.stopFields=function(){d.removeEventListener("input",field,true);d.removeEventListener("change",field,true)};' +
  `w.${EARLY_INPUT_GLOBAL}=h})(document,window)</script>`;

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
function enterAgain(control: Control, value: string, checked: boolean): void {
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
