import { Link } from '@shop/shared/navigation';

/** The brand mark, always linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className="flex items-center gap-2 font-bold text-brand-700" aria-label="Ujjwal Home Care — home">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#0e7490" />
        <circle cx="11" cy="11" r="4" fill="#fff" opacity=".85" />
        <circle cx="20" cy="19" r="6" fill="#a3e635" opacity=".9" />
      </svg>
      <span className="text-base leading-tight whitespace-nowrap sm:text-lg">
        Ujjwal {/* The smallest phones keep the header to one row with every control on screen. */}
        <span className="hidden font-medium text-slate-600 min-[400px]:inline">Home Care</span>
      </span>
    </Link>
  );
}
