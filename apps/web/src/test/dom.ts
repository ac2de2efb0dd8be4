// What jsdom lacks and the app's components touch. Imported first by component tests.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 1 s by default; on a busy 2-core machine (the whole suite runs side by side
// with the typecheck and the journeys' browsers) a screen can take longer to settle. A wait that succeeds returns
// as soon as it does, so a longer limit only changes how long a real failure takes to be reported.
configure({ asyncUtilTimeout: 5_000 });

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
