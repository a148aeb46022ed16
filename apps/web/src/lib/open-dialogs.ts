/**
 * The modal dialogs open on the page, so one that must not stack over another (a public popup)
 * can wait until none is open. Each open dialog holds a registration and gives it back on close.
 */
export function createDialogRegistry() {
  const open = new Set<symbol>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    /** Counts a dialog as open; the returned function counts it closed (once, however often called). */
    open(): () => void {
      const id = Symbol('dialog');
      open.add(id);
      notify();
      return () => {
        if (open.delete(id)) notify();
      };
    },
    count: () => open.size,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The site's modal dialogs (components/dialog.tsx registers each one it opens). */
export const openDialogs = createDialogRegistry();
