import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT, replayEarlyTaps } from './early-taps';

function runPageScript(): void {
  const source = EARLY_TAPS_SCRIPT.replace(/^<script>/, '').replace(/<\/script>$/, '');
  new Function(source)();
}

describe('taps before the page is ready', () => {
  afterEach(() => {
    replayEarlyTaps();
    document.body.innerHTML = '';
  });

  it('holds a tap on a button of the page and answers it once, when replayed', () => {
    document.body.innerHTML = '<div id="root"><button type="button">Add To Cart</button></div>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    runPageScript();

    button.click();
    button.click();
    expect(pressed).not.toHaveBeenCalled();

    replayEarlyTaps();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect((window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL]).toBeUndefined();

    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('lets links, disabled buttons and buttons removed since through untouched', () => {
    document.body.innerHTML = '<div id="root"><a href="#later">Later</a><button type="button">Gone</button></div>';
    const link = document.querySelector('a') as HTMLAnchorElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    const pressed = vi.fn();
    link.addEventListener('click', followed);
    button.addEventListener('click', pressed);
    runPageScript();

    link.click();
    expect(followed).toHaveReturnedWith(false);
    button.click();
    button.remove();
    replayEarlyTaps();
    expect(pressed).not.toHaveBeenCalled();
  });
});
