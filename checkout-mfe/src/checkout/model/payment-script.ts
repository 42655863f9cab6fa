import { $runtimeConfig, apiBaseUrl } from '@shop/shared/runtime-config';

const DEFAULT_PATH = '/api/payments/sandbox/checkout.js';

/** The provider script: PAYMENT_SCRIPT_URL from the runtime config, else the sandbox on the API's origin. */
export function paymentScriptUrl(): string {
  const configured = $runtimeConfig.get().paymentScriptUrl;
  if (configured) return configured;
  const base = apiBaseUrl();
  if (!/^https?:/.test(base)) return DEFAULT_PATH;
  return `${new URL(base).origin}${DEFAULT_PATH}`;
}

let loading: Promise<void> | null = null;

/** Adds the provider script once; a failed load may be retried. */
export function loadPaymentScript(url = paymentScriptUrl()): Promise<void> {
  if ((window as { Razorpay?: unknown }).Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('script failed'));
    };
    document.head.append(script);
  });
  return loading;
}
