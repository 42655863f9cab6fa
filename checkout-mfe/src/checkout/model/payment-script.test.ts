import { setRuntimeConfig } from '@shop/shared/runtime-config';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentScriptUrl } from './payment-script';

afterEach(() => setRuntimeConfig({ apiBaseUrl: '', remotes: {} }));

describe('payment script address', () => {
  it("is the sandbox's on the page's own origin by default", () => {
    expect(paymentScriptUrl()).toBe('/api/payments/sandbox/checkout.js');
  });

  it("is the sandbox's on the API's origin when the API is elsewhere", () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.shop.test/api', remotes: {} });
    expect(paymentScriptUrl()).toBe('https://api.shop.test/api/payments/sandbox/checkout.js');
  });

  it('is the configured provider script when the operator set one', () => {
    setRuntimeConfig({ apiBaseUrl: '', remotes: {}, paymentScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' });
    expect(paymentScriptUrl()).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });
});
