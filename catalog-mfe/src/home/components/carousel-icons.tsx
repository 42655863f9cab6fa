// Small inline icons for the carousel's controls; decorative, the buttons carry the names.
const iconClass = 'cat:size-5 cat:fill-none cat:stroke-current';

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" strokeWidth={2.2} className={iconClass}>
      <path strokeLinecap="round" strokeLinejoin="round" d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="cat:size-4 cat:fill-current">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
    </svg>
  );
}
