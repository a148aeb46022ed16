import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept in sync as the viewport changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Desktop layout: the side menu sits beside the content (below this it is a drawer). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** The player asked the system for less motion: carousels stop turning on their own, animations stop. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
