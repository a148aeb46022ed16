/**
 * A vendor wallet answer read back from storage for a known transaction id (a replay), told apart
 * from a fresh one without changing what is sent: the mark is a symbol key, which neither JSON nor
 * the response schema serialises. `/metrics` counts such calls with the outcome `replayed`.
 */
const REPLAYED = Symbol('vendor-wallet.replayed');

/** A copy of `answer` marked as replayed (the spread of a marked object keeps the mark). */
export function markReplayed<T extends object>(answer: T): T {
  return { ...answer, [REPLAYED]: true };
}

/** Whether `answer` (a wallet call's value) was replayed from storage. */
export function isReplayed(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && REPLAYED in answer;
}
