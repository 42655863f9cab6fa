import { Button } from '@shop/shared/ui';
import { resendLabel } from './countdown';

/** Asks for another code; disabled while the countdown runs and while the request is out. */
export function ResendButton({ secondsLeft, busy, onResend }: { secondsLeft: number; busy: boolean; onResend: () => void }) {
  return (
    <Button variant="ghost" busy={busy} disabled={secondsLeft > 0} onClick={onResend} className="acc:text-brand-700">
      {resendLabel(secondsLeft)}
    </Button>
  );
}
