import { useCallback, useEffect, useState } from 'react';
import { usePageVisible } from './use-page-visible';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** How long each banner stays before the next one, in milliseconds. */
export const BANNER_INTERVAL_MS = 5000;

/** The carousel's position and what may stop it from moving on by itself. */
export interface Carousel {
  index: number;
  /** True while the slides move on by themselves. */
  playing: boolean;
  /** False when the shopper asked for less motion: no autoplay at all then. */
  canAutoplay: boolean;
  /** Whether the shopper pressed pause. */
  stopped: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
  toggleStopped: () => void;
}

/** Slide position with autoplay that pauses on hover, focus, a hidden tab, a pause press or reduced motion. */
export function useCarousel(count: number): Carousel {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const visible = usePageVisible();
  const reducedMotion = usePrefersReducedMotion();
  const canAutoplay = !reducedMotion && count > 1;
  const playing = canAutoplay && !stopped && !hovered && !focused && visible;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  const goTo = useCallback((target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0), [count]);
  const next = useCallback(() => goTo(current + 1), [goTo, current]);
  const previous = useCallback(() => goTo(current - 1), [goTo, current]);

  // A timeout per slide rather than an interval, so a manual change gives the new slide its full time.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, next]);

  return {
    index: current,
    playing,
    canAutoplay,
    stopped,
    goTo,
    next,
    previous,
    setHovered,
    setFocused,
    toggleStopped: () => setStopped((value) => !value),
  };
}
