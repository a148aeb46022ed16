import type { TGameType } from '@croupier/contracts';
import type { ReactNode } from 'react';

/** Line icons drawn on a 24-unit grid; they inherit `currentColor`. */
const ICONS = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  play: <path d="M7 4.5v15l12-7.5z" />,
  home: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  gift: (
    <>
      <path d="M20 12v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-8" />
      <rect x="2.5" y="7.5" width="19" height="4.5" rx="1" />
      <path d="M12 21V7.5M12 7.5S10.5 3 8 3a2.25 2.25 0 0 0 0 4.5M12 7.5S13.5 3 16 3a2.25 2.25 0 0 1 0 4.5" />
    </>
  ),
  ticket: (
    <>
      <path d="M3 7a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4z" />
      <path d="M14.5 5v2.5M14.5 10.75v2.5M14.5 16.5V19" />
    </>
  ),
  balls: (
    <>
      <circle cx="7.5" cy="8" r="4.5" />
      <circle cx="16.5" cy="8" r="4.5" />
      <circle cx="12" cy="16.5" r="4.5" />
      <path d="M6.5 7h2v3M15.5 7h1.5l-1 3M11 15.5h1.5v3" />
    </>
  ),
  cards: (
    <>
      <rect x="3" y="6" width="11" height="15" rx="2" />
      <path d="M8 3h10a2 2 0 0 1 2 2v12" />
      <path d="M8.5 11.2c-.9-1-2.4-.3-2.2.9.2 1 2.2 2.4 2.2 2.4s2-1.4 2.2-2.4c.2-1.2-1.3-1.9-2.2-.9z" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7 4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5 7 18.5M8 10 3.5 8.5" />
    </>
  ),
  fish: (
    <>
      <path d="M6 12s3.5-5.5 9-5.5c3.5 0 7 5.5 7 5.5s-3.5 5.5-7 5.5C9.5 17.5 6 12 6 12z" />
      <path d="M6 12 2 8.5v7z" />
      <circle cx="17.5" cy="11" r=".9" fill="currentColor" />
    </>
  ),
  slots: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M3 9h18M3 15h18M9 9v6M15 9v6" />
      <path d="M5.2 11.2h2l-1.2 2.6M11 11.2h2l-1.2 2.6M16.8 11.2h2l-1.2 2.6" />
    </>
  ),
  spade: (
    <path d="M12 3c-2.8 3.6-7 5.8-7 9.6a3.9 3.9 0 0 0 6.4 3L10 21h4l-1.4-5.4a3.9 3.9 0 0 0 6.4-3C19 8.8 14.8 6.6 12 3z" />
  ),
  gamepad: (
    <>
      <path d="M6.5 7.5h11a4.5 4.5 0 0 1 4.4 5.5l-.6 2.7a2.6 2.6 0 0 1-4.5 1.1L15 14.5H9l-1.8 2.3a2.6 2.6 0 0 1-4.5-1.1L2.1 13a4.5 4.5 0 0 1 4.4-5.5z" />
      <path d="M7.5 10v3M6 11.5h3" />
      <circle cx="15.5" cy="10.5" r=".9" fill="currentColor" />
      <circle cx="17.5" cy="12.5" r=".9" fill="currentColor" />
    </>
  ),
  feather: (
    <>
      <path d="M20.2 3.8C14 3.8 7.5 8 7 16.5L3.5 20" />
      <path d="M7 16.5c4.5 0 9-2.5 11-7.5h-5.5M9.5 12.5H16" />
    </>
  ),
  dice: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <circle cx="8.5" cy="8.5" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="8.5" r="1.2" fill="currentColor" />
      <circle cx="8.5" cy="15.5" r="1.2" fill="currentColor" />
    </>
  ),
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
  heart: (
    <path d="M12 20s-7.5-4.6-9-9.2C1.9 7.4 4.3 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3 0 5.4 2.9 4.3 6.3-1.5 4.6-9 9.2-9 9.2z" />
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M19 8v6M22 11h-6" />
    </>
  ),
  crown: <path d="M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19 19H5z" />,
  chat: (
    <>
      <path d="M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3 21l1.9-5.2A8.5 8.5 0 1 1 21 11.5z" />
      <path d="M8 11.5h.01M12 11.5h.01M16 11.5h.01" />
    </>
  ),
  telegram: (
    <>
      <path d="M21.5 3.5 2.5 11l6.5 2.3 2.3 6.7 3.4-4.3 5 3.8z" />
      <path d="m9 13.3 12.5-9.8" />
    </>
  ),
  facebook: <path d="M15.5 3H13a4 4 0 0 0-4 4v3H6.5v4H9v7h4v-7h2.7l.5-4H13V7.6c0-.4.3-.6.6-.6h1.9z" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  arrowUp: <path d="M12 19V5M5 12l7-7 7 7" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronLeft: <path d="m15 6-6 6 6 6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  expand: <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />,
  shrink: <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  download: <path d="M12 3v12M7 10l5 5 5-5M4 19h16" />,
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 3h-3" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </>
  ),
  wrench: <path d="M14.7 6.3a4 4 0 0 0 5 5L21 10a6 6 0 0 1-7.9 5.6L6.5 22 2 17.5l6.4-6.6A6 6 0 0 1 14 3z" />,
  ban: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m5.7 5.7 12.6 12.6" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 3.9 2 18a2 2 0 0 0 1.7 3h16.6a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  inbox: (
    <>
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z" />
    </>
  ),
  trophy: (
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6" />
    </>
  ),
  flame: (
    <path d="M12 22c4 0 7-2.7 7-6.7 0-4.3-3.5-6.5-4.5-10.3-2.2 1.5-3 3.6-3 5.5-1.3-.7-2-2-2-3.5C6.8 9 5 11.6 5 15.3 5 19.3 8 22 12 22z" />
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v6c0 4.6 3.2 8 7.5 9 4.3-1 7.5-4.4 7.5-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1" />
    </>
  ),
  logout: <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.2a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.3-2.5 3.9M12 17h.01" />
    </>
  ),
  sparkle: (
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  ),
  wallet: (
    <>
      <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
      <path d="M16.5 13.5h.01" />
    </>
  ),
  chart: <path d="M3 3v18h18M7 15l4-4 3 3 6-7" />,
  lock: (
    <>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </>
  ),
  megaphone: (
    <path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zM15 8.5a5 5 0 0 1 0 7M18 5.5a9 9 0 0 1 0 13" />
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  trash: <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />,
  refresh: <path d="M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4" />,
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M11 18h2" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
    </>
  ),
  deposit: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v9M8 12.5l4 4 4-4" />
    </>
  ),
  withdraw: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 16.5v-9M8 11.5l4-4 4 4" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="9" cy="7" rx="6" ry="3" />
      <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7M3 12v5c0 1.7 2.7 3 6 3 1.2 0 2.3-.2 3.2-.5" />
      <circle cx="17" cy="16" r="4" />
    </>
  ),
  percent: (
    <path d="M19 5 5 19M7 9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM17 19.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
  ),
} satisfies Record<string, ReactNode>;

export type TIconName = keyof typeof ICONS;

/** The icon of each game category, shared by navigation, menus and pages. */
export const CATEGORY_ICONS: Record<TGameType, TIconName> = {
  ELOTT: 'balls',
  LOTT: 'ticket',
  LIVE: 'cards',
  SPORTS: 'ball',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'spade',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'feather',
  BGS: 'dice',
  INHOUSE: 'star',
};

type IconProps = { name: TIconName; size?: number; className?: string };

/** Decorative icon: hidden from assistive technology; the control around it carries the name. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
