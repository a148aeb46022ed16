import type { TBanner } from '@croupier/contracts';
import { useNavigate } from 'react-router';

/** Where a banner leads: an external URL (new tab), a site path, or nowhere. */
export function bannerTarget(banner: TBanner): { href: string; isExternal: boolean } | null {
  if (banner.linkageType === 'NONE' || !banner.linkTarget) return null;
  if (banner.linkageType === 'PROMOTION') {
    return {
      href: `/promotions?${new URLSearchParams({ id: banner.linkTarget }).toString()}`,
      isExternal: false,
    };
  }
  if (banner.linkageType === 'GAME') {
    return {
      href: banner.linkTarget.startsWith('/') ? banner.linkTarget : `/${banner.linkTarget}`,
      isExternal: false,
    };
  }
  try {
    const url = new URL(banner.linkTarget, window.location.origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const isExternal = url.origin !== window.location.origin;
    return { href: isExternal ? url.href : `${url.pathname}${url.search}${url.hash}`, isExternal };
  } catch {
    return null;
  }
}

export function BannerSlide({
  banner,
  index,
  onFollow,
}: {
  banner: TBanner;
  index: number;
  /** Called when the player follows the banner's link (a popup showing it closes). */
  onFollow?: () => void;
}) {
  const navigate = useNavigate();
  const target = bannerTarget(banner);
  const image = (
    <img
      className="banner__image"
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
    />
  );
  if (!target) return image;
  return (
    <a
      className="banner__link"
      href={target.href}
      target={target.isExternal ? '_blank' : undefined}
      rel={target.isExternal ? 'noopener noreferrer' : undefined}
      onClick={(event) => {
        onFollow?.();
        if (target.isExternal) return;
        event.preventDefault();
        navigate(target.href);
      }}
    >
      {image}
    </a>
  );
}
