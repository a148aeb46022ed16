import { brandCssVariables, type TBrand, type TThemeMode, ZThemeMode } from '@croupier/contracts';
import { create } from 'zustand';
import { inlineBootstrap } from '../api/inline-bootstrap.ts';

/** localStorage key of the player's own theme choice. */
export const THEME_STORAGE_KEY = 'theme';

function readStoredTheme(): TThemeMode | null {
  try {
    const parsed = ZThemeMode.safeParse(localStorage.getItem(THEME_STORAGE_KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function applyTheme(theme: TThemeMode): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

type ThemeState = {
  theme: TThemeMode;
  /** Applies the merchant default unless the player already chose a theme. */
  initFromBrand: (brand: TBrand) => void;
  /** The player's choice; persisted. */
  setTheme: (theme: TThemeMode) => void;
  toggleTheme: () => void;
};

export const useThemeStore = create<ThemeState>((set, get) => ({
  // The player's choice, else the brand's default the server put into the page, else dark.
  theme: readStoredTheme() ?? inlineBootstrap()?.brand.defaultTheme ?? 'dark',
  initFromBrand: (brand) => {
    const theme = readStoredTheme() ?? brand.defaultTheme;
    applyTheme(theme);
    applyBrandColours(brand);
    set({ theme });
  },
  setTheme: (theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/**
 * Sets the merchant colours as `--brand-primary`/`--brand-accent` on the document element, with
 * `--brand-on-primary`/`--brand-on-accent` text colours that stay readable on them.
 */
export function applyBrandColours(brand: Pick<TBrand, 'primaryColor' | 'accentColor'>): void {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(brandCssVariables(brand))) style.setProperty(name, value);
}

/** Applies the stored (or the brand's) theme before anything renders, so the loader is already themed. */
export function applyInitialTheme(): void {
  applyTheme(useThemeStore.getState().theme);
}
