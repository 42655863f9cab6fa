/**
 * An envelope and a reply bubble beside the form. Drawn inline so the page needs no image
 * request; decorative, so screen readers skip it.
 */
export function ContactIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 300 220" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="150" cy="200" rx="120" ry="12" className="inq:fill-brand-100" />
      <rect x="40" y="70" width="170" height="118" rx="12" className="inq:fill-brand-600" />
      <path d="M40 82l85 62 85-62" className="inq:fill-none inq:stroke-brand-200" strokeWidth="8" strokeLinejoin="round" />
      <rect x="62" y="40" width="126" height="78" rx="8" className="inq:fill-white inq:stroke-brand-200" strokeWidth="3" />
      <rect x="80" y="58" width="70" height="8" rx="4" className="inq:fill-brand-500" />
      <rect x="80" y="74" width="90" height="6" rx="3" className="inq:fill-brand-100" />
      <rect x="80" y="86" width="60" height="6" rx="3" className="inq:fill-brand-100" />
      <path
        d="M196 24h74a12 12 0 0 1 12 12v38a12 12 0 0 1-12 12h-46l-18 16v-16h-10a12 12 0 0 1-12-12V36a12 12 0 0 1 12-12z"
        className="inq:fill-accent-400"
      />
      <circle cx="214" cy="55" r="6" className="inq:fill-brand-900" />
      <circle cx="234" cy="55" r="6" className="inq:fill-brand-900" />
      <circle cx="254" cy="55" r="6" className="inq:fill-brand-900" />
      <circle cx="262" cy="150" r="10" className="inq:fill-brand-50 inq:stroke-brand-200" strokeWidth="3" />
      <circle cx="24" cy="56" r="7" className="inq:fill-brand-50 inq:stroke-brand-200" strokeWidth="3" />
    </svg>
  );
}
