import { useSearchParams } from 'react-router';

/**
 * A page's views as tabs kept in the address bar (`?tab=`), so a reload or a shared link opens the
 * same one; answers the tab shown (the first when the address names none of them).
 */
export function useTabStrip<T extends string>(label: string, tabs: readonly { id: T; label: string }[]) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.id as T;
  const current = tabs.find((t) => t.id === params.get('tab'))?.id ?? first;
  const strip = (
    <div className="console-segmented" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={t.id === current}
          onClick={() => setParams(new URLSearchParams({ tab: t.id }))}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
  return { current, strip };
}
