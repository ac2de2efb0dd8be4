// @vitest-environment jsdom
import '../../../test/dom';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveWarning } from './use-leave-warning';

/** Fires `beforeunload` as the browser does when the page is left; true when the page asked to stay. */
function leavePage(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the leave-page warning', () => {
  it('asks before the page is left while active', () => {
    const { unmount } = renderHook(() => useLeaveWarning(true));
    expect(leavePage()).toBe(true);
    unmount();
  });

  it('lets the page go when not active (the golfer has finished)', () => {
    const { unmount } = renderHook(() => useLeaveWarning(false));
    expect(leavePage()).toBe(false);
    unmount();
  });

  it('stops asking once the screen is left or the warning turned off', () => {
    const { rerender, unmount } = renderHook(({ active }) => useLeaveWarning(active), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    expect(leavePage()).toBe(false);
    rerender({ active: true });
    expect(leavePage()).toBe(true);
    unmount();
    expect(leavePage()).toBe(false);
  });
});
