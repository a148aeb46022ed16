/** The controls' icons as inline SVG (no emoji font or icon file needed). */
import type { ReactNode } from 'react';

function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const SoundOnIcon = () => (
  <Icon>
    <path d="M11 5 6 9H3v6h3l5 4z" fill="currentColor" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Icon>
);
export const SoundOffIcon = () => (
  <Icon>
    <path d="M11 5 6 9H3v6h3l5 4z" fill="currentColor" />
    <path d="m16 9 5 6M21 9l-5 6" />
  </Icon>
);
export const HistoryIcon = () => (
  <Icon>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </Icon>
);
export const TargetIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8" />
    <circle cx="12" cy="12" r="3" fill="currentColor" />
    <path d="M12 1v4M12 19v4M1 12h4M19 12h4" />
  </Icon>
);
export const BoltIcon = () => (
  <Icon>
    <path d="M13 2 4 14h7l-1 8 9-12h-7z" fill="currentColor" />
  </Icon>
);
/** Points back along the reading direction: it turns round in right-to-left languages. */
export const BackIcon = () => (
  <Icon className="flip-rtl">
    <path d="m15 18-6-6 6-6" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
