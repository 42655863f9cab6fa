/** Seconds before another code may be asked for (the API answers 429 sooner). */
export const RESEND_SECONDS = 60;

/** Whole seconds left until `endsAt`, never below zero; a started second counts as one. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The resend button's text: the wait while it lasts, then the action. */
export function resendLabel(seconds: number): string {
  return seconds > 0 ? `Resend OTP in ${seconds}s` : 'Resend OTP';
}
