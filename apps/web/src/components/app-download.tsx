import type { TResource } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAppTicket } from '../api/accounts.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { loadChunk } from '../lib/load-failure.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { Icon } from './icon.tsx';
import { InstallGuideDialog } from './install-guide.tsx';

type TPlatform = 'android' | 'ios';

/** The QR code library loads when a download panel first opens, not with the lobby. */
const QRCodeSVG = lazy(() =>
  loadChunk(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG }))),
);

const PLATFORM_PATTERNS: Record<TPlatform, RegExp> = {
  android: /android/i,
  ios: /\b(ios|iphone|ipad|apple)\b/i,
};

/** Finds the download resource of each platform by its English label. */
export function findAppResources(resources: readonly TResource[]): Partial<Record<TPlatform, TResource>> {
  const found: Partial<Record<TPlatform, TResource>> = {};
  for (const platform of Object.keys(PLATFORM_PATTERNS) as TPlatform[]) {
    const resource = resources.find((candidate) => PLATFORM_PATTERNS[platform].test(candidate.labelNameEn));
    if (resource) found[platform] = resource;
  }
  return found;
}

/**
 * The download link carries the language and, when logged in, a one-time ticket the app trades for
 * a session of its own (spec section 2; never the session token, which would live on in logs).
 */
export function appDownloadUrl(rawUrl: string, language: string, ticket: string | null): string {
  try {
    const url = new URL(rawUrl, window.location.origin);
    url.searchParams.set('lang', language);
    if (ticket) url.searchParams.set('ticket', ticket);
    return url.toString();
  } catch {
    return rawUrl;
  }
}

function AppQrCode({ platform, url }: { platform: TPlatform; url: string }) {
  const { t } = useTranslation();
  const platformName = t(`sideMenu.${platform}`);
  const [isGuideOpen, setGuideOpen] = useState(false);
  return (
    <>
      <div className="app-download__qr">
        <Suspense fallback={<span className="app-download__qr-placeholder" aria-hidden="true" />}>
          <QRCodeSVG
            value={url}
            size={120}
            marginSize={2}
            level="M"
            role="img"
            aria-label={t('sideMenu.scanToDownload', { platform: platformName })}
          />
        </Suspense>
      </div>
      <a className="app-download__link" href={url} target="_blank" rel="noopener noreferrer">
        <Icon name="download" size={16} />
        {t('sideMenu.downloadFor', { platform: platformName })}
      </a>
      <button type="button" className="app-download__guide" onClick={() => setGuideOpen(true)}>
        <Icon name="help" size={16} />
        {t('installGuide.open', { platform: platformName })}
      </button>
      {isGuideOpen ? <InstallGuideDialog platform={platform} onClose={() => setGuideOpen(false)} /> : null}
    </>
  );
}

/**
 * App download block: a 120 px QR code per platform, with a platform switch, a direct link and the
 * platform's install guide (steps with pictures).
 */
export function AppDownload() {
  const { t, i18n } = useTranslation();
  const { permission } = useBootstrap();
  const token = useSessionStore((state) => state.token);
  // A ticket lives 60 s and works once: renewed every 45 s while the panel shows.
  const { data: ticket } = useQuery({
    queryKey: ['app-ticket', token],
    queryFn: fetchAppTicket,
    enabled: token !== null,
    refetchInterval: 45_000,
    gcTime: 0,
    staleTime: 0,
  });
  const headingId = useId();
  const found = findAppResources(permission.resources);
  const platforms = (Object.keys(found) as TPlatform[]).filter((platform) => found[platform]);
  const [selected, setSelected] = useState<TPlatform | null>(null);
  const platform = selected && platforms.includes(selected) ? selected : platforms[0];
  const resource = platform ? found[platform] : undefined;

  return (
    <section className="side-card app-download" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-card__title">
        <Icon name="download" size={16} />
        {t('sideMenu.appDownload')}
      </h2>
      {platform && resource ? (
        <>
          {platforms.length > 1 ? (
            <fieldset className="segmented">
              <legend className="visually-hidden">{t('sideMenu.appPlatform')}</legend>
              {platforms.map((option) => (
                <button
                  key={option}
                  type="button"
                  className="segmented__option"
                  aria-pressed={option === platform}
                  onClick={() => setSelected(option)}
                >
                  {t(`sideMenu.${option}`)}
                </button>
              ))}
            </fieldset>
          ) : null}
          <AppQrCode
            platform={platform}
            url={appDownloadUrl(resource.url, i18n.language, token ? (ticket?.ticket ?? null) : null)}
          />
        </>
      ) : (
        <p className="muted small">{t('sideMenu.appUnavailable')}</p>
      )}
    </section>
  );
}
