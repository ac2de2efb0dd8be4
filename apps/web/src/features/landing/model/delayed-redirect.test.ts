import { describe, expect, it } from 'vitest';
import { redirectDelayMs, shouldDelayClick, type ClickLike } from './delayed-redirect';

const click = (patch: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...patch,
});

describe('the landing’s delayed sign-in and sign-up links', () => {
  it.each<[string, Partial<ClickLike>, boolean]>([
    ['a plain click', {}, true],
    ['a middle click (new tab)', { button: 1 }, false],
    ['a right click', { button: 2 }, false],
    ['Cmd-click (new tab on macOS)', { metaKey: true }, false],
    ['Ctrl-click (new tab)', { ctrlKey: true }, false],
    ['Shift-click (new window)', { shiftKey: true }, false],
    ['Alt-click (download)', { altKey: true }, false],
    ['a click already handled', { defaultPrevented: true }, false],
  ])('%s: delayed %s', (_label, patch, expected) => {
    expect(shouldDelayClick(click(patch))).toBe(expected);
  });

  it.each([
    [false, 1_000],
    [true, 0],
  ])('waits %s → %i ms (reduced motion goes at once)', (reduced, delay) => {
    expect(redirectDelayMs(reduced)).toBe(delay);
  });
});
