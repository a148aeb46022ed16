import { useEffect, useState } from 'react';

/**
 * The vendor's clock as this browser sees it. A round's phase ends at a server time; the browser's
 * clock may be off by seconds, so every answer that carries the server time gives a sample of the
 * offset (server − local, taken at the middle of the request's round trip); the sample with the
 * shortest round trip is the most exact.
 */
export interface ClockSample {
  readonly offsetMs: number;
  readonly roundTripMs: number;
}

/** One sample from a server time read in an answer sent at `sentAt` and received at `receivedAt` (local ms). */
export function clockSample(serverTime: string, sentAt: number, receivedAt: number): ClockSample | null {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server) || receivedAt < sentAt) return null;
  return { offsetMs: server - (sentAt + receivedAt) / 2, roundTripMs: receivedAt - sentAt };
}

/** Keeps the better of two samples (shorter round trip; the newer on a tie, as clocks drift). */
export function betterSample(current: ClockSample | null, next: ClockSample | null): ClockSample | null {
  if (!next) return current;
  if (!current) return next;
  return next.roundTripMs <= current.roundTripMs ? next : current;
}

/** Milliseconds left until `endsAt` (server time, ISO) at local time `now`, never negative. */
export function remainingMs(endsAt: string | null, now: number, offsetMs: number): number {
  if (!endsAt) return 0;
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - (now + offsetMs));
}

/** The share of a phase still to run (1 at its start, 0 at its end), for the countdown ring. */
export function remainingShare(
  startsAt: string | null,
  endsAt: string | null,
  now: number,
  offsetMs: number,
): number {
  if (!startsAt || !endsAt) return 0;
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return 0;
  return Math.min(1, Math.max(0, (end - (now + offsetMs)) / (end - start)));
}

/** Re-renders every `everyMs` and returns the local time (ms). */
export function useNow(everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
