import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '../server/html-document';
import { EARLY_INPUT_GLOBAL, replayEarlyFields, replayEarlyTaps } from './early-input';

function runPageScript(): void {
  new Function(EARLY_INPUT_SCRIPT.replace(/^<script>/, '').replace(/<\/script>$/, ''))();
}

function ContactForm({ onSend }: { onSend: (name: string, agreed: boolean) => void }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(name, agreed);
      }}
    >
      <input aria-label="Your name" value={name} onChange={(event) => setName(event.target.value)} />
      <input type="checkbox" aria-label="Agree" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <button type="submit">Send</button>
    </form>
  );
}

/** Types as a shopper does before scripts run: the page's own DOM changes, nothing of React sees it. */
function typeBeforeHydration(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('what a shopper does before the page is ready', () => {
  afterEach(() => {
    replayEarlyTaps();
    document.body.innerHTML = '';
  });

  it('keeps what was typed and ticked, and sends the form tapped before hydration once with it', async () => {
    const onSend = vi.fn();
    document.body.innerHTML = `<div id="root">${renderToString(<ContactForm onSend={onSend} />)}</div>`;
    const root = document.getElementById('root') as HTMLElement;
    runPageScript();

    typeBeforeHydration(root.querySelector('input[aria-label="Your name"]') as HTMLInputElement, 'Ravi Shah');
    (root.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    const send = root.querySelector('button') as HTMLButtonElement;
    send.click();
    send.click();

    await act(async () => {
      hydrateRoot(root, <ContactForm onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    act(() => replayEarlyFields());
    act(() => replayEarlyTaps());

    expect(onSend).toHaveBeenCalledTimes(1);
    expect((root.querySelector('input[aria-label="Your name"]') as HTMLInputElement).value).toBe('Ravi Shah');
    expect(onSend).toHaveBeenCalledWith('Ravi Shah', true);
    expect((window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL]).toBeUndefined();
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
