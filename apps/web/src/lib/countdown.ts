/** A sent code may be requested again after this many minutes when the server names none (spec: 1). */
export const DEFAULT_CODE_MINUTES = 1;

/** Seconds the "Get code" button waits after a send: expiredMinutes × 60 (spec section 4). */
export function codeCountdownSeconds(expiredMinutes: number | null | undefined): number {
  const minutes =
    typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? expiredMinutes
      : DEFAULT_CODE_MINUTES;
  return Math.round(minutes * 60);
}

/** The moment (ms) a countdown of `seconds` started at `now` ends. */
export function countdownEnd(seconds: number, now: number): number {
  return now + Math.max(0, seconds) * 1000;
}

/** Whole seconds left until `endsAt` (rounded up, so "1" shows until the very end), never below 0. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
