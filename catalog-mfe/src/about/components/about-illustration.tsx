/**
 * A drawn bottle, pack and bubbles for the About page. It is inline so the page needs no
 * image request, and purely decorative, so screen readers skip it.
 */
export function AboutIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 260" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="160" cy="236" rx="130" ry="14" className="cat:fill-brand-100" />
      {/* detergent powder pack */}
      <rect x="40" y="92" width="112" height="140" rx="10" className="cat:fill-brand-600" />
      <rect x="40" y="92" width="112" height="26" rx="10" className="cat:fill-brand-800" />
      <circle cx="96" cy="166" r="30" className="cat:fill-white" />
      <path d="M82 166c6-14 22-14 28 0-6 14-22 14-28 0z" className="cat:fill-accent-500" />
      <rect x="60" y="208" width="72" height="8" rx="4" className="cat:fill-brand-200" />
      {/* liquid detergent bottle */}
      <rect x="196" y="42" width="30" height="24" rx="5" className="cat:fill-accent-500" />
      <path d="M176 84c0-10 8-18 18-18h34c10 0 18 8 18 18v136c0 8-6 12-12 12h-46c-6 0-12-4-12-12z" className="cat:fill-brand-500" />
      <rect x="186" y="118" width="50" height="62" rx="8" className="cat:fill-white" />
      <rect x="196" y="134" width="30" height="6" rx="3" className="cat:fill-brand-600" />
      <rect x="196" y="148" width="22" height="6" rx="3" className="cat:fill-brand-200" />
      {/* bubbles */}
      <circle cx="262" cy="58" r="16" className="cat:fill-brand-50 cat:stroke-brand-200" strokeWidth="3" />
      <circle cx="284" cy="100" r="9" className="cat:fill-brand-50 cat:stroke-brand-200" strokeWidth="3" />
      <circle cx="150" cy="50" r="12" className="cat:fill-brand-50 cat:stroke-brand-200" strokeWidth="3" />
      <circle cx="124" cy="72" r="6" className="cat:fill-brand-50 cat:stroke-brand-200" strokeWidth="3" />
      <circle cx="266" cy="190" r="7" className="cat:fill-brand-50 cat:stroke-brand-200" strokeWidth="3" />
    </svg>
  );
}
