import { Link } from '@shop/shared/navigation';
import { textLinkClass } from './link-styles';

/** Shown when a page opened without what the previous step hands over (e.g. the e-mail), with the way back. */
export function MissingStateNotice({ message, to, linkLabel }: { message: string; to: string; linkLabel: string }) {
  return (
    <div
      role="alert"
      className="acc:mb-6 acc:rounded-lg acc:border acc:border-amber-300 acc:bg-amber-50 acc:p-4 acc:text-sm acc:text-amber-900"
    >
      <p>{message}</p>
      <p className="acc:mt-2">
        <Link to={to} className={textLinkClass}>
          {linkLabel}
        </Link>
      </p>
    </div>
  );
}
