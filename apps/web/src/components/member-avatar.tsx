import type { TMemberIcon } from '@croupier/contracts';
import { Icon, type TIconName } from './icon.tsx';

/** How each avatar of the set is drawn: a glyph on its own gradient. */
const AVATARS: Record<TMemberIcon, { glyph: TIconName; from: string; to: string }> = {
  crown: { glyph: 'crown', from: '#f5b301', to: '#f97316' },
  star: { glyph: 'star', from: '#6366f1', to: '#a855f7' },
  flame: { glyph: 'flame', from: '#ef4444', to: '#f59e0b' },
  sparkle: { glyph: 'sparkle', from: '#06b6d4', to: '#3b82f6' },
  heart: { glyph: 'heart', from: '#ec4899', to: '#f43f5e' },
  trophy: { glyph: 'trophy', from: '#14b8a6', to: '#22c55e' },
  coins: { glyph: 'coins', from: '#eab308', to: '#84cc16' },
  dice: { glyph: 'dice', from: '#8b5cf6', to: '#ec4899' },
};

/**
 * The member's avatar: the chosen one of the set, or the first letter of the name on the brand
 * gradient when none is chosen. Decorative (the name beside it says who it is) unless given a
 * label, which names it as an image.
 */
export function MemberAvatar({
  icon,
  name,
  size = 40,
  label,
}: {
  icon: TMemberIcon | null;
  name: string;
  size?: number;
  label?: string;
}) {
  const avatar = icon ? AVATARS[icon] : null;
  return (
    <span
      className="member-avatar"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{
        width: size,
        height: size,
        ...(avatar ? { background: `linear-gradient(135deg, ${avatar.from}, ${avatar.to})` } : {}),
      }}
    >
      {avatar ? (
        <Icon name={avatar.glyph} size={Math.round(size * 0.5)} />
      ) : (
        <span style={{ fontSize: Math.round(size * 0.42) }}>{name.slice(0, 1).toUpperCase()}</span>
      )}
    </span>
  );
}
