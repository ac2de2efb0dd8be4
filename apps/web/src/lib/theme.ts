/** The user's choice; `system` follows the operating system, live. */
export type ThemePreference = 'light' | 'dark' | 'system';
/** What is painted. */
export type ResolvedTheme = 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

/** The media query that tells whether the operating system is in dark mode. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * The browser chrome colour (`<meta name="theme-color">`) of each theme: the page background.
 * index.html repeats these for the first paint; a test keeps them equal.
 */
export const THEME_COLORS: Readonly<Record<ResolvedTheme, string>> = {
  light: '#f6f5ef',
  dark: '#0b1510',
};

/** Reads a stored preference; anything unknown (or nothing) means the default, `system`. */
export function parseThemePreference(raw: string | null): ThemePreference {
  return raw === 'light' || raw === 'dark' || raw === 'system' ? raw : DEFAULT_THEME_PREFERENCE;
}

/** The theme to paint for a preference, given whether the operating system is dark. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
