import { type KeyboardEvent, useRef } from 'react';

export type TTab<K extends string> = { id: K; label: string };

type TabsProps<K extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TTab<K>[];
  value: K;
  onChange: (value: K) => void;
  /** Prefix of the tab and panel ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
};

/** Id of the element the caller renders as the tab panel. */
export const tabPanelId = (idPrefix: string) => `${idPrefix}-panel`;
/** Id of one tab (the panel's `aria-labelledby`). */
export const tabId = (idPrefix: string, tab: string) => `${idPrefix}-tab-${tab}`;

/** ARIA tabs: arrow keys, Home and End move between tabs and select them (automatic activation). */
export function Tabs<K extends string>({ label, tabs, value, onChange, idPrefix }: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    let next = index;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, tab.id))}`)?.focus();
  };

  return (
    <div ref={listRef} className="tabs" role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === value;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
