import { describe, expect, it } from 'vitest';
import { createDialogRegistry } from './open-dialogs.ts';

describe('open dialogs', () => {
  it('counts the dialogs open, each closed once, and tells listeners of every change', () => {
    const dialogs = createDialogRegistry();
    const seen: number[] = [];
    const unsubscribe = dialogs.subscribe(() => seen.push(dialogs.count()));
    const closeLogin = dialogs.open();
    const closeWarning = dialogs.open();
    expect(dialogs.count()).toBe(2);
    closeWarning();
    closeWarning();
    expect(dialogs.count()).toBe(1);
    closeLogin();
    expect(dialogs.count()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
    unsubscribe();
    dialogs.open();
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});
