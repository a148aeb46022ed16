import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon, type TIconName } from '../components/icon.tsx';

export type TSection = {
  id: string;
  label: string;
  icon: TIconName;
  /** Other `?tab=` values that open this section (/member?tab=deposit opens depositv2). */
  aliases?: readonly string[];
  /** A count shown beside the label (unread messages...); nothing when 0 or absent. */
  badge?: number | undefined;
  /** What the count counts, for screen readers ("2 unread"). */
  badgeLabel?: string | undefined;
};

/**
 * A page with a section menu kept in `?tab=` (so links such as /member?tab=referral open a
 * section). The menu is a labelled navigation; the selected link carries `aria-current="page"`.
 */
export function useSelectedSection(sections: readonly TSection[]): TSection | undefined {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  if (tab === null) return sections[0];
  return sections.find((section) => section.id === tab || section.aliases?.includes(tab)) ?? sections[0];
}

export function SectionMenu({
  label,
  sections,
  selected,
  basePath,
}: {
  label: string;
  sections: readonly TSection[];
  selected: TSection | undefined;
  basePath: string;
}) {
  return (
    <nav className="section-menu" aria-label={label}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={`${basePath}?tab=${encodeURIComponent(section.id)}`}
              className="section-menu__link"
              aria-current={section.id === selected?.id ? 'page' : undefined}
            >
              <Icon name={section.icon} size={18} />
              <span>{section.label}</span>
              {section.badge ? (
                <>
                  <span className="section-menu__badge" aria-hidden="true">
                    {section.badge > 99 ? '99+' : section.badge}
                  </span>
                  <span className="visually-hidden">{` (${section.badgeLabel ?? section.badge})`}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SectionLayout({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <div className="section-layout">
      {menu}
      <div className="section-layout__content panel">{children}</div>
    </div>
  );
}
