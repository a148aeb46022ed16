import type { ReactNode } from 'react';
import { Icon, type TIconName } from './icon.tsx';

/** Title block of a page: icon badge, `h1`, optional lead text and actions. */
export function PageHeader({
  title,
  icon,
  lead,
  children,
}: {
  title: ReactNode;
  icon: TIconName;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <span className="page-header__icon" aria-hidden="true">
        <Icon name={icon} size={26} />
      </span>
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
      </div>
      {children ? <div className="page-header__actions">{children}</div> : null}
    </header>
  );
}
