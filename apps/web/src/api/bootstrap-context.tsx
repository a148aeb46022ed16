import { createContext, type ReactNode, useContext } from 'react';
import type { TBootstrap } from './queries.ts';

const BootstrapContext = createContext<TBootstrap | null>(null);

/** Makes the loaded bootstrap available to every screen; nothing renders below it without one. */
export function BootstrapProvider({ value, children }: { value: TBootstrap; children: ReactNode }) {
  return <BootstrapContext.Provider value={value}>{children}</BootstrapContext.Provider>;
}

/** The permission bootstrap (merchant, brand, flags, resources, customer service). */
export function useBootstrap(): TBootstrap {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('useBootstrap must be used below BootstrapProvider');
  return value;
}
