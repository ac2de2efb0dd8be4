import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHandicap, parseHandicapInput } from './handicap-input';

describe('parseHandicapInput', () => {
  it.each([
    { text: '', value: 0 },
    { text: '   ', value: 0 },
    { text: null, value: 0 },
    { text: undefined, value: 0 },
    { text: '0', value: 0 },
    { text: '12', value: 12 },
    { text: '12.3', value: 12.3 },
    { text: '12,5', value: 12.5 },
    { text: '12.', value: 12 },
    { text: '.5', value: 0.5 },
    { text: ' 7.2 ', value: 7.2 },
    { text: '54', value: 54 },
    { text: '54.0', value: 54 },
    { text: '+3', value: -3 },
    { text: '+7.5', value: -7.5 },
    { text: '+ 3', value: -3 },
    { text: '+10', value: -10 },
    { text: '+10.0', value: -10 },
    { text: '+0', value: 0 },
  ])('reads "$text" as $value', ({ text, value }) => {
    const result = parseHandicapInput(text);
    expect(result).toEqual({ ok: true, value });
    if (result.ok) expect(Object.is(result.value, -0)).toBe(false);
  });

  it.each([
    { text: '54.1', error: 'handicap_out_of_range' },
    { text: '55', error: 'handicap_out_of_range' },
    { text: '123', error: 'handicap_out_of_range' },
    { text: '12.34', error: 'handicap_out_of_range' },
    { text: '-3', error: 'handicap_out_of_range' },
    { text: 'abc', error: 'handicap_out_of_range' },
    { text: '1e1', error: 'handicap_out_of_range' },
    { text: '+', error: 'handicap_out_of_range' },
    { text: '+abc', error: 'handicap_out_of_range' },
    { text: '+1.25', error: 'handicap_out_of_range' },
    { text: '++3', error: 'handicap_out_of_range' },
    { text: '+10.1', error: 'plus_handicap_too_high' },
    { text: '+11', error: 'plus_handicap_too_high' },
    { text: '+123', error: 'plus_handicap_too_high' },
  ])('refuses "$text" with $error', ({ text, error }) => {
    expect(parseHandicapInput(text)).toEqual({ ok: false, error });
  });

  it('reads back every handicap it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 540 }), (tenths) => {
        const value = tenths / 10;
        expect(parseHandicapInput(formatHandicap(value))).toEqual({
          ok: true,
          value: value === 0 ? 0 : value,
        });
      }),
    );
  });
});

describe('formatHandicap', () => {
  it.each([
    { value: 12, text: '12' },
    { value: 12.5, text: '12.5' },
    { value: 12.34, text: '12.3' },
    { value: 12.95, text: '13' },
    { value: 0, text: '0' },
    { value: -0.04, text: '0' },
    { value: -2.5, text: '+2.5' },
    { value: -10, text: '+10' },
    { value: 54, text: '54' },
    { value: null, text: '54' },
    { value: undefined, text: '54' },
    { value: Number.NaN, text: '54' },
  ])('shows $value as "$text"', ({ value, text }) => {
    expect(formatHandicap(value)).toBe(text);
  });
});
