import { describe, expect, it } from 'vitest';
import {
  dateInputBounds,
  dateProblem,
  fromLocalInputValue,
  toIsoWithOffset,
  toLocalInputValue,
} from './round-setup';
import { NOW } from './round-setup.fixtures';

describe('dates', () => {
  const at = (day: number, hour = 9, minute = 0) => new Date(2025, 5, day, hour, minute).toISOString();
  it.each([
    ['live', at(14, 0, 0), null],
    ['live', at(14, 18), null],
    ['live', at(20), null],
    ['live', at(13, 23, 59), 'date_in_past'],
    ['recorded', at(7), null],
    ['recorded', at(14, 9, 30), null],
    ['recorded', at(14, 10), 'date_in_future'],
    ['live', 'not a date', 'date_invalid'],
  ] as const)('a %s round on %s: %s', (kind, date, problem) => {
    expect(dateProblem(kind, date, NOW)).toBe(problem);
  });

  it('bounds the input: live from today, recorded up to now', () => {
    expect(dateInputBounds('live', NOW)).toEqual({ min: '2025-06-14T00:00' });
    expect(dateInputBounds('recorded', NOW)).toEqual({ max: '2025-06-14T09:30' });
  });

  it.each([
    ['2025-06-14T09:30', new Date(2025, 5, 14, 9, 30)],
    ['2025-12-31T23:59', new Date(2025, 11, 31, 23, 59)],
    ['2025-02-30T10:00', null],
    ['', null],
    ['14/06/2025', null],
  ])('reads %j', (value, expected) => {
    expect(fromLocalInputValue(value)).toEqual(expected);
  });

  it('writes local input values and ISO dates with the offset that read back to the same instant', () => {
    expect(toLocalInputValue(NOW)).toBe('2025-06-14T09:30');
    const iso = toIsoWithOffset(NOW);
    expect(iso).toMatch(/^2025-06-14T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(NOW.getTime());
  });
});
