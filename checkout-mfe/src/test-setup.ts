import { $session, $toasts, clearToasts, signOut } from '@shop/shared/stores';
import { guardConsole } from '@shop/shared/testing';
import { cleanup } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach } from 'vitest';

guardConsole();

// jsdom has <dialog> but not its modal methods; these mirror what a browser does to `open`.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Every test starts as a guest with no toasts, so it reads exactly the ones it caused.
beforeEach(() => {
  clearToasts();
  signOut();
});

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // clearToasts also stops the toasts' timers; cleanStores drops listeners a test left behind.
  clearToasts();
  cleanStores($toasts, $session);
});
