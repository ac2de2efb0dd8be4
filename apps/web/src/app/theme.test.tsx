// @vitest-environment jsdom
import '../test/dom';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { THEME_COLORS } from '../lib/theme';
import { ThemeProvider, useTheme, type ThemeState } from './theme';

/** A controllable `(prefers-color-scheme: dark)`. */
function fakeSystemScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return {
    setDark(dark: boolean) {
      query.matches = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

let theme: ThemeState | null = null;
const keep = (state: ThemeState) => {
  theme = state;
};

function Probe({ onTheme }: { onTheme: (state: ThemeState) => void }) {
  const state = useTheme();
  useEffect(() => onTheme(state));
  return null;
}

function renderTheme() {
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}" />`;
  return render(
    <ThemeProvider>
      <Probe onTheme={keep} />
    </ThemeProvider>,
  );
}

const html = document.documentElement;
const metaColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('ThemeProvider', () => {
  it('follows the operating system by default, live', () => {
    const system = fakeSystemScheme(false);
    renderTheme();
    expect(theme?.preference).toBe('system');
    expect(html.classList.contains('dark')).toBe(false);

    act(() => system.setDark(true));
    expect(theme?.resolved).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.style.colorScheme).toBe('dark');
    expect(metaColor()).toBe(THEME_COLORS.dark);

    act(() => system.setDark(false));
    expect(html.classList.contains('dark')).toBe(false);
    expect(metaColor()).toBe(THEME_COLORS.light);
  });

  it('keeps an explicit choice whatever the system does, and stores it under theme', () => {
    const system = fakeSystemScheme(true);
    renderTheme();
    act(() => theme?.setPreference('light'));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(html.classList.contains('dark')).toBe(false);
    act(() => system.setDark(false));
    act(() => system.setDark(true));
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('starts from the stored preference', () => {
    fakeSystemScheme(false);
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    renderTheme();
    expect(theme?.preference).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('works without matchMedia (light)', () => {
    renderTheme();
    expect(theme?.resolved).toBe('light');
  });
});
