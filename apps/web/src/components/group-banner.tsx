import { useBanners } from '../api/lobby.ts';
import { BannerSlide } from './banner-slide.tsx';

/**
 * The first banner of a small banner slot (w_login in the login popup, w_register in the register
 * popup, w_leftmenu in the side menu), or nothing when the merchant set none.
 */
export function GroupBanner({
  group,
  label,
  onFollow,
}: {
  group: 'w_login' | 'w_register' | 'w_leftmenu';
  label: string;
  onFollow?: () => void;
}) {
  const { data: banners = [] } = useBanners(group);
  const [first] = banners;
  if (!first) return null;
  return (
    <aside className={`group-banner group-banner--${group}`} aria-label={label}>
      <BannerSlide banner={first} index={1} {...(onFollow ? { onFollow } : {})} />
    </aside>
  );
}
