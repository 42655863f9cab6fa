import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/**
 * A countdown that starts on mount and can be restarted. It reads the clock rather than counting
 * ticks, so a tab the browser slowed down still shows the true time left.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(endsAt, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { secondsLeft: left, restart };
}
