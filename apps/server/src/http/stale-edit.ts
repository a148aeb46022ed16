import { AppError } from './app-error.ts';

/**
 * A change made from `version` of a row that now stands at `current` is refused (409 CONFLICT with
 * the current version), so one operator's save never silently overwrites another's. `version`
 * undefined: the caller named none (machine calls that replace the row whole).
 */
export function refuseStaleEdit(current: number, version: number | undefined): void {
  if (version !== undefined && version !== current)
    throw new AppError('CONFLICT', { detail: 'changed meanwhile', value: { version: current } });
}
