import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';

export type TInstallPlatform = 'android' | 'ios';

/** What each step's picture shows on the phone's screen. */
type TScene = 'scan' | 'prompt' | 'trust' | 'file' | 'allow' | 'open';

/** The install steps of each platform, in order: the step's text and its picture. */
export const INSTALL_STEPS = {
  ios: [
    { text: 'installGuide.ios.scan', scene: 'scan' },
    { text: 'installGuide.ios.install', scene: 'prompt' },
    { text: 'installGuide.ios.trust', scene: 'trust' },
    { text: 'installGuide.ios.open', scene: 'open' },
  ],
  android: [
    { text: 'installGuide.android.scan', scene: 'scan' },
    { text: 'installGuide.android.file', scene: 'file' },
    { text: 'installGuide.android.allow', scene: 'allow' },
    { text: 'installGuide.android.open', scene: 'open' },
  ],
} as const satisfies Record<TInstallPlatform, readonly { text: string; scene: TScene }[]>;

/** The screen content of one scene, drawn in a 100 × 150 phone screen starting at (10, 22). */
function Screen({ scene }: { scene: TScene }) {
  switch (scene) {
    case 'scan':
      return (
        <g>
          <rect x="22" y="52" width="56" height="56" rx="6" fill="#fff" />
          {[0, 1, 2, 3, 4, 5, 6].flatMap((row) =>
            [0, 1, 2, 3, 4, 5, 6]
              .filter((col) => (row * 7 + col * 3 + row * col) % 3 !== 0)
              .map((col) => (
                <rect
                  key={`${row}-${col}`}
                  x={27 + col * 6.6}
                  y={57 + row * 6.6}
                  width="5.6"
                  height="5.6"
                  rx="1"
                  fill="#0b1020"
                />
              )),
          )}
          <path
            d="M16 56v-10h10M74 46h10v10M84 104v10H74M26 114H16v-10"
            fill="none"
            stroke="var(--brand-primary)"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <rect x="14" y="79" width="72" height="2.5" rx="1.25" fill="var(--brand-primary)" opacity="0.85" />
        </g>
      );
    case 'prompt':
      return (
        <g>
          <rect x="18" y="58" width="64" height="52" rx="8" fill="var(--surface-3)" />
          <rect x="26" y="66" width="48" height="5" rx="2.5" fill="var(--text)" opacity="0.85" />
          <rect x="30" y="76" width="40" height="4" rx="2" fill="var(--text-muted)" opacity="0.7" />
          <rect x="18" y="92" width="32" height="18" rx="0" fill="none" />
          <line x1="18" y1="92" x2="82" y2="92" stroke="var(--border-strong)" />
          <line x1="50" y1="92" x2="50" y2="110" stroke="var(--border-strong)" />
          <rect x="25" y="98" width="18" height="5" rx="2.5" fill="var(--text-muted)" opacity="0.6" />
          <rect x="56" y="97" width="20" height="7" rx="3.5" fill="var(--brand-primary)" />
          <circle cx="70" cy="104" r="7" fill="var(--brand-accent)" opacity="0.35" />
        </g>
      );
    case 'trust':
      return (
        <g>
          {[0, 1, 2, 3].map((row) => (
            <g key={row} transform={`translate(0 ${44 + row * 20})`}>
              <rect x="16" y="0" width="68" height="15" rx="4" fill="var(--surface-3)" />
              <rect
                x="21"
                y="4"
                width="7"
                height="7"
                rx="2"
                fill={row === 2 ? 'var(--brand-primary)' : 'var(--text-faint)'}
              />
              <rect
                x="32"
                y="5.5"
                width={row === 2 ? 30 : 36}
                height="4"
                rx="2"
                fill="var(--text-muted)"
                opacity="0.8"
              />
              {row === 2 ? (
                <path
                  d="M70 7.5l3 3 6-6"
                  fill="none"
                  stroke="var(--success)"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              ) : null}
            </g>
          ))}
        </g>
      );
    case 'file':
      return (
        <g>
          <rect x="16" y="36" width="68" height="26" rx="6" fill="var(--surface-3)" />
          <rect x="21" y="41" width="16" height="16" rx="4" fill="var(--brand-primary)" />
          <path
            d="M29 45v7m-3-3l3 3 3-3"
            fill="none"
            stroke="var(--brand-on-primary)"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
          <rect x="41" y="43" width="36" height="4" rx="2" fill="var(--text)" opacity="0.85" />
          <rect x="41" y="51" width="26" height="4" rx="2" fill="var(--text-muted)" opacity="0.7" />
          <rect x="30" y="76" width="40" height="48" rx="5" fill="var(--surface-3)" />
          <path d="M58 76v10h12" fill="none" stroke="var(--border-strong)" strokeWidth="2" />
          <text x="50" y="108" textAnchor="middle" fontSize="10" fontWeight="700" fill="var(--brand-text)">
            APK
          </text>
        </g>
      );
    case 'allow':
      return (
        <g>
          <rect x="16" y="48" width="68" height="58" rx="8" fill="var(--surface-3)" />
          <rect x="23" y="57" width="40" height="5" rx="2.5" fill="var(--text)" opacity="0.85" />
          <rect x="23" y="67" width="52" height="4" rx="2" fill="var(--text-muted)" opacity="0.7" />
          <rect x="23" y="75" width="34" height="4" rx="2" fill="var(--text-muted)" opacity="0.7" />
          <rect x="52" y="88" width="26" height="12" rx="6" fill="var(--success)" />
          <circle cx="72" cy="94" r="4.5" fill="#fff" />
          <rect x="23" y="91" width="22" height="5" rx="2.5" fill="var(--text-muted)" opacity="0.8" />
        </g>
      );
    case 'open':
      return (
        <g>
          {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((index) => {
            const x = 20 + (index % 3) * 22;
            const y = 44 + Math.floor(index / 3) * 24;
            const isApp = index === 4;
            return (
              <rect
                key={index}
                x={x}
                y={y}
                width="16"
                height="16"
                rx="4.5"
                fill={isApp ? 'var(--brand-primary)' : 'var(--surface-3)'}
              />
            );
          })}
          <text
            x="50"
            y="80"
            textAnchor="middle"
            fontSize="11"
            fontWeight="800"
            fill="var(--brand-on-primary)"
          >
            ♠
          </text>
          <circle
            cx="50"
            cy="76"
            r="14"
            fill="none"
            stroke="var(--brand-primary)"
            strokeWidth="2"
            opacity="0.5"
          />
          <circle cx="58" cy="88" r="5" fill="var(--text)" opacity="0.35" />
        </g>
      );
  }
}

/** A phone showing one install step (a generated illustration; colours follow the theme). */
export function InstallArt({ scene, platform }: { scene: TScene; platform: TInstallPlatform }) {
  return (
    <svg className="install-art" viewBox="0 0 100 150" width="100" height="150" aria-hidden="true">
      <defs>
        <linearGradient id={`install-glow-${scene}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand-primary)" stopOpacity="0.28" />
          <stop offset="1" stopColor="var(--brand-accent)" stopOpacity="0.28" />
        </linearGradient>
      </defs>
      <rect
        x="4"
        y="4"
        width="92"
        height="142"
        rx="16"
        fill="var(--bg-elevated)"
        stroke="var(--border-strong)"
        strokeWidth="2"
      />
      <rect x="9" y="16" width="82" height="120" rx="6" fill={`url(#install-glow-${scene})`} />
      {platform === 'ios' ? (
        <rect x="38" y="8" width="24" height="5" rx="2.5" fill="var(--border-strong)" />
      ) : (
        <circle cx="50" cy="10.5" r="2.5" fill="var(--border-strong)" />
      )}
      <rect x="40" y="140" width="20" height="2.5" rx="1.25" fill="var(--border-strong)" />
      <Screen scene={scene} />
    </svg>
  );
}

/** The install guide of one platform: numbered steps, each with its picture. */
export function InstallGuideDialog({
  platform,
  onClose,
}: {
  platform: TInstallPlatform;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const platformName = t(`sideMenu.${platform}`);
  return (
    <Dialog
      title={t('installGuide.title', { platform: platformName })}
      description={t('installGuide.intro')}
      onClose={onClose}
      size="large"
      className="install-guide"
    >
      <ol className="install-guide__steps" aria-label={t('installGuide.steps', { platform: platformName })}>
        {INSTALL_STEPS[platform].map((step, index) => (
          <li key={step.text} className="install-guide__step">
            <InstallArt scene={step.scene} platform={platform} />
            <span className="install-guide__number" aria-hidden="true">
              {index + 1}
            </span>
            <p className="install-guide__text">{t(step.text)}</p>
          </li>
        ))}
      </ol>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          {t('installGuide.done')}
        </button>
      </div>
    </Dialog>
  );
}
