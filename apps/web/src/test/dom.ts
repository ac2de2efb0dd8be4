// What jsdom lacks and the app's components touch. Imported first by component tests.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// user-event walks radio groups with CSS.escape, which jsdom lacks. Enough of the spec for our ids.
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  const escape = (value: string) =>
    value
      .replace(/[^a-zA-Z0-9_\u00A0-\uFFFF-]/g, (char) => `\\${char}`)
      .replace(/^(-?)(\d)/, (_match, dash: string, digit: string) => `${dash}\\3${digit} `);
  Object.defineProperty(globalThis, 'CSS', { value: { escape }, configurable: true });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
});
