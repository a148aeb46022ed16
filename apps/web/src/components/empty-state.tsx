import type { ReactNode } from 'react';
import { Icon, type TIconName } from './icon.tsx';

type EmptyStateProps = {
  title: ReactNode;
  text?: ReactNode;
  icon?: TIconName;
  /** Heading level of the title, to fit the page outline. */
  level?: 2 | 3;
  children?: ReactNode;
  compact?: boolean;
};

/** The honest "nothing here yet" block: an illustration, a title and a line of text. */
export function EmptyState({ title, text, icon = 'inbox', level = 3, children, compact }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={compact ? 'empty-state empty-state--compact' : 'empty-state'}>
      <div className="empty-state__art" aria-hidden="true">
        <span className="empty-state__halo" />
        <Icon name={icon} size={compact ? 28 : 40} />
      </div>
      <Heading className="empty-state__title">{title}</Heading>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {children}
    </div>
  );
}
