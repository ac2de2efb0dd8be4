// @vitest-environment jsdom
import '../test/dom';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  isDebugOn,
  parseBannerPosition,
  parseUnits,
  setPreference,
  useDebugFlag,
  useDistanceUnits,
} from './preferences';
import { STORAGE_KEYS } from './storage-keys';

describe('stored preferences', () => {
  it.each([
    [null, 'metric'],
    ['metric', 'metric'],
    ['yards', 'yards'],
    ['miles', 'metric'],
  ] as const)('units %j → %s', (value, units) => {
    expect(parseUnits(value)).toBe(units);
  });

  it.each([
    [null, 'bottom-right'],
    ['top-left', 'top-left'],
    ['top-right', 'top-right'],
    ['bottom-left', 'bottom-left'],
    ['middle', 'bottom-right'],
  ] as const)('banner %j → %s', (value, position) => {
    expect(parseBannerPosition(value)).toBe(position);
  });

  it.each([
    [null, false],
    ['0', false],
    ['true', false],
    ['1', true],
  ] as const)('debug flag %j → %s', (value, on) => {
    expect(isDebugOn(value)).toBe(on);
  });

  it('re-renders readers when a preference changes', () => {
    const units = renderHook(() => useDistanceUnits());
    const debug = renderHook(() => useDebugFlag());
    expect(units.result.current).toBe('metric');
    expect(debug.result.current).toBe(false);
    act(() => {
      setPreference(STORAGE_KEYS.units, 'yards');
      setPreference(STORAGE_KEYS.debug, '1');
    });
    expect(units.result.current).toBe('yards');
    expect(debug.result.current).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.units)).toBe('yards');
  });
});
