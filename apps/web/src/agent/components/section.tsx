import type { ReactNode } from 'react';
import { Icon, type TIconName } from '../../components/icon.tsx';

/** One agent-center section: its `h2` title with an icon, a lead line, a toolbar and the content. */
export function AgentSection({
  title,
  lead,
  icon,
  toolbar,
  children,
}: {
  title: string;
  lead?: string;
  icon: TIconName;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="agent-section" aria-labelledby="agent-section-title">
      <header className="agent-section__head">
        <span className="agent-section__icon" aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <div className="agent-section__titles">
          <h2 id="agent-section-title" className="agent-section__title">
            {title}
          </h2>
          {lead ? <p className="agent-section__lead">{lead}</p> : null}
        </div>
      </header>
      {toolbar ? <div className="agent-section__toolbar">{toolbar}</div> : null}
      <div className="agent-section__body">{children}</div>
    </section>
  );
}

/** A figure card of the overview: label, big value, optional hint, accent colour. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  tone = 'default',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: TIconName;
  tone?: 'default' | 'primary' | 'accent' | 'up' | 'down';
}) {
  return (
    <div className={`stat-card stat-card--${tone}`}>
      <span className="stat-card__icon" aria-hidden="true">
        <Icon name={icon} size={18} />
      </span>
      <dl className="stat-card__body">
        <dt className="stat-card__label">{label}</dt>
        <dd className="stat-card__value">{value}</dd>
        {hint ? <dd className="stat-card__hint">{hint}</dd> : null}
      </dl>
    </div>
  );
}

/** A labelled select in the filters bar. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <label className="filter-select">
      <span className="filter-select__label">{label}</span>
      <span className="select-wrap">
        <select
          className="select select--plain"
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className="select-wrap__chevron" aria-hidden="true">
          <Icon name="chevronDown" size={16} />
        </span>
      </span>
    </label>
  );
}
