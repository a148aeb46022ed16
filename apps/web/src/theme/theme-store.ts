import { type TBrand, type TThemeMode, ZThemeMode } from '@croupier/contracts';
import { create } from 'zustand';

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
  theme: readStoredTheme() ?? 'dark',
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

/** Relative luminance (WCAG) of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text colour readable on a brand colour: near-black on light colours, white on dark ones. */
export function readableTextOn(hex: string): string {
  const luminance = relativeLuminance(hex);
  // Contrast against white (1.05 / (L + 0.05)) versus against #0b1020 (L + 0.05) / 0.056.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.056 ? '#ffffff' : '#0b1020';
}

/**
 * Sets the merchant colours as `--brand-primary`/`--brand-accent` on the document element, with
 * `--brand-on-primary`/`--brand-on-accent` text colours that stay readable on them.
 */
export function applyBrandColours(brand: Pick<TBrand, 'primaryColor' | 'accentColor'>): void {
  const style = document.documentElement.style;
  style.setProperty('--brand-primary', brand.primaryColor);
  style.setProperty('--brand-accent', brand.accentColor);
  style.setProperty('--brand-on-primary', readableTextOn(brand.primaryColor));
  style.setProperty('--brand-on-accent', readableTextOn(brand.accentColor));
}

/** Applies the stored (or dark) theme before anything renders, so the loader is already themed. */
export function applyInitialTheme(): void {
  applyTheme(useThemeStore.getState().theme);
}
