import { useCallback, useEffect, useState } from 'react';
import { countdownEnd, secondsLeft } from './countdown.ts';

/** A seconds countdown (the "Get code" wait): `start(seconds)`, and the whole seconds left. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? countdownEnd(seconds, current) : null);
  }, []);

  return { remaining: secondsLeft(endsAt, now), start };
}
