/** The global where a server-rendered page keeps the buttons tapped before the page could answer them. */
export const EARLY_TAPS_GLOBAL = '__SHOP_EARLY_TAPS__';

interface EarlyTaps {
  buttons: HTMLButtonElement[];
  stop(): void;
}

/**
 * The script a server-rendered page runs first: until the page's scripts have started and the
 * shopper's session is known, a tap on a button of the page is held (its default and other
 * listeners stopped) instead of lost, to be answered by `replayEarlyTaps`. Links work without it.
 */
export const EARLY_TAPS_SCRIPT =
  '<script>(function(d,w){var t={buttons:[],stop:function(){d.removeEventListener("click",hold,true)}};' +
  'function hold(e){var b=e.target&&e.target.closest&&e.target.closest("#root button");if(!b||b.disabled)return;' +
  'e.preventDefault();e.stopImmediatePropagation();if(t.buttons.indexOf(b)<0)t.buttons.push(b)}' +
  `d.addEventListener("click",hold,true);w.${EARLY_TAPS_GLOBAL}=t})(document,window)</script>`;

/** Stops holding taps and answers the held ones, in the order they were made, on buttons still on the page. */
export function replayEarlyTaps(scope: object = window): void {
  const record = scope as Record<string, EarlyTaps | undefined>;
  const taps = record[EARLY_TAPS_GLOBAL];
  if (!taps) return;
  taps.stop();
  delete record[EARLY_TAPS_GLOBAL];
  for (const button of taps.buttons) if (button.isConnected && !button.disabled) button.click();
}
