import type { User } from '@shop/shared/contracts';
import { Button } from '@shop/shared/ui';
import { firstName } from '../../app/finish-sign-in';
import { welcomeMessage } from '../model/sign-in-failure';

/** The greeting after a successful sign-in, with the way on. */
export function WelcomePanel({ user, onContinue }: { user: User; onContinue: () => void }) {
  return (
    <div role="status" className="acc:space-y-4 acc:text-center">
      <p className="acc:text-xl acc:font-semibold acc:text-slate-900">{welcomeMessage(firstName(user.fullName))}</p>
      <p className="acc:text-sm acc:text-slate-600">You are signed in and will be taken on in a moment.</p>
      <Button onClick={onContinue} autoFocus className="acc:w-full acc:py-2.5">
        Continue Shopping
      </Button>
    </div>
  );
}
