import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import {
  DARK_SCHEME_QUERY,
  THEME_COLORS,
  parseThemePreference,
  resolveTheme,
  type ResolvedTheme,
  type ThemePreference,
} from '../lib/theme';

export interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_SCHEME_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia?.(DARK_SCHEME_QUERY).matches ?? false;

/** Paints a theme on the document: the `dark` class (Tailwind's dark variant), native controls, browser chrome. */
export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/**
 * Light, dark or system (the default, following the operating system live), stored under `theme`.
 * index.html applies the stored theme before the first paint; this keeps it applied afterwards.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() =>
    parseThemePreference(readStorage(STORAGE_KEYS.theme)),
  );
  const systemDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const resolved = resolveTheme(preference, systemDark);

  useEffect(() => applyTheme(resolved), [resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    writeStorage(STORAGE_KEYS.theme, next);
    setPreferenceState(next);
  }, []);

  const value = useMemo(
    () => ({ preference, resolved, setPreference }),
    [preference, resolved, setPreference],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const theme = use(ThemeContext);
  if (!theme) throw new Error('useTheme() needs a <ThemeProvider> above it');
  return theme;
}
