/**
 * The sandbox's stand-in for Razorpay's checkout.js: `new Razorpay(options).open()` shows a
 * window over the page with the amount and Pay, Fail and Cancel. Plain browser JavaScript,
 * served as is, so it must not depend on anything the page loads.
 */
export const SANDBOX_CHECKOUT_SCRIPT = `(() => {
  const api = (document.currentScript && new URL(document.currentScript.src).origin) || '';
  function Razorpay(options) { this.options = options || {}; this.listeners = {}; }
  // Razorpay's instances take listeners such as 'payment.failed'.
  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
    return this;
  };
  Razorpay.prototype.open = function () {
    const options = this.options;
    const listeners = this.listeners;
    const opener = document.activeElement;
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Sandbox payment');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;font-family:sans-serif';
    const box = document.createElement('div');
    box.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;min-width:280px;text-align:center';
    const rupees = (Number(options.amount) || 0) / 100;
    const title = document.createElement('p');
    title.textContent = 'Sandbox payment of ₹' + rupees.toFixed(2);
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    box.append(title, status);
    let closed = false;
    // Answers whether this call closed the window, so a second close (Fail, then Esc) does nothing.
    const close = () => {
      if (closed) return false;
      closed = true;
      overlay.remove();
      document.removeEventListener('keydown', onKey, true);
      if (opener && opener.focus && opener.isConnected) opener.focus();
      return true;
    };
    const dismiss = () => { if (close() && options.modal && options.modal.ondismiss) options.modal.ondismiss(); };
    // Esc cancels; Tab stays on the window's buttons, as on a modal payment page.
    function onKey(event) {
      if (event.key === 'Escape') { event.preventDefault(); dismiss(); return; }
      if (event.key !== 'Tab') return;
      const buttons = Array.from(box.querySelectorAll('button:not([disabled])'));
      const index = buttons.indexOf(document.activeElement);
      const next = index === -1 ? 0 : (index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      event.preventDefault();
      if (buttons[next]) buttons[next].focus();
    }
    document.addEventListener('keydown', onKey, true);
    const button = (label, action) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.style.cssText = 'margin:4px;padding:8px 16px';
      element.addEventListener('click', action);
      box.append(element);
      return element;
    };
    const pay = button('Pay', async () => {
      pay.disabled = true;
      status.textContent = 'Paying…';
      try {
        const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
        const payNow = () =>
          fetch(api + '/api/payments/sandbox/pay', {
            method: 'POST',
            credentials: 'include',
            headers,
            body: JSON.stringify({ order_id: options.order_id }),
          });
        let response = await payNow();
        // A session whose access token ran out while the window was open: refresh once, then pay.
        if (response.status === 401) {
          const refreshed = await fetch(api + '/api/auth/refreshtoken', { credentials: 'include', headers });
          if (refreshed.ok) response = await payNow();
        }
        if (!response.ok) throw new Error('The sandbox refused the payment');
        const reply = await response.json();
        if (close() && options.handler) options.handler(reply.data || reply);
      } catch (error) {
        pay.disabled = false;
        status.textContent = error.message;
      }
    });
    button('Fail', () => {
      status.textContent = 'Payment failed';
      (listeners['payment.failed'] || []).forEach((listener) =>
        listener({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', metadata: { order_id: options.order_id } } }),
      );
      setTimeout(dismiss, 800);
    });
    button('Cancel', dismiss);
    overlay.append(box);
    document.body.append(overlay);
    pay.focus();
  };
  window.Razorpay = Razorpay;
})();
`;
