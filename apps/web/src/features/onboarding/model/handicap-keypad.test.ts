import { describe, expect, it } from 'vitest';
import {
  confirmHandicap,
  initialKeypad,
  isKeyEnabled,
  isPlus,
  pressKey,
  previewHandicap,
  typeText,
  type KeypadKey,
  type KeypadState,
} from './handicap-keypad';

const typed = (text: string): KeypadState => ({ text, pristine: false });
const press = (keys: KeypadKey[], from: KeypadState = typed('')) => keys.reduce(pressKey, from);

describe('the handicap keypad', () => {
  it.each<[number | null, string]>([
    [null, '54'],
    [54, '54'],
    [12.4, '12.4'],
    [-2.5, '+2.5'],
    [0, '0'],
  ])('shows %s as %j on arrival', (handicap, text) => {
    expect(initialKeypad(handicap)).toEqual({ text, pristine: true });
  });

  it.each<[string, KeypadKey[], string]>([
    ['types digits', ['1', '2'], '12'],
    ['types one decimal', ['1', '2', '.', '4'], '12.4'],
    ['refuses a second decimal digit', ['1', '2', '.', '4', '5'], '12.4'],
    ['refuses a second dot', ['1', '.', '.'], '1.'],
    ['refuses a third integer digit', ['1', '2', '3'], '12'],
    ['allows 54', ['5', '4'], '54'],
    ['refuses 55', ['5', '5'], '5'],
    ['refuses 54.1', ['5', '4', '.', '1'], '54.'],
    ['allows 54.0', ['5', '4', '.', '0'], '54.0'],
    ['starts a plus handicap', ['+', '2', '.', '5'], '+2.5'],
    ['allows +7', ['+', '7'], '+7'],
    ['allows up to +7 only', ['+', '8'], '+'],
    ['refuses +7.5', ['+', '7', '.', '5'], '+7.'],
    ['refuses +12 on the keys', ['+', '1', '2'], '+1'],
    ['toggles plus off', ['+', '3', '+'], '3'],
    ['toggles plus on afterwards', ['3', '+'], '+3'],
    ['refuses plus on 12', ['1', '2', '+'], '12'],
    ['replaces a leading zero', ['0', '7'], '7'],
    ['keeps zero before a dot', ['0', '.', '5'], '0.5'],
    ['starts with a dot', ['.', '5'], '.5'],
    ['deletes', ['1', '2', 'backspace'], '1'],
    ['deletes nothing from nothing', ['backspace'], ''],
  ])('%s: %j → %j', (_label, keys, text) => {
    expect(press(keys).text).toBe(text);
  });

  it('replaces the value shown on arrival with the first key', () => {
    expect(press(['1', '8'], initialKeypad(54))).toEqual(typed('18'));
    expect(press(['+', '1'], initialKeypad(54))).toEqual(typed('+1'));
    expect(press(['.'], initialKeypad(12.4))).toEqual(typed('.'));
  });

  it('clears the value shown on arrival with backspace', () => {
    expect(press(['backspace'], initialKeypad(54))).toEqual(typed(''));
  });

  it.each<[KeypadState, KeypadKey, boolean]>([
    [typed('12'), '3', false],
    [typed('12'), '.', true],
    [typed('12.'), '.', false],
    [typed('5'), '4', true],
    [typed('5'), '5', false],
    [typed('+'), '7', true],
    [typed('+'), '8', false],
    [typed(''), 'backspace', false],
    [typed('1'), 'backspace', true],
    // Arrival: every key starts afresh, whatever is shown.
    [initialKeypad(54), '9', true],
    [initialKeypad(12.4), '.', true],
  ])('%j: %s enabled is %s', (state, key, expected) => {
    expect(isKeyEnabled(state, key)).toBe(expected);
  });

  it('takes anything typed in the field, to be judged on Next', () => {
    expect(typeText('+12')).toEqual(typed('+12'));
    expect(isPlus(typeText(' +12'))).toBe(true);
    expect(isPlus(typeText('12'))).toBe(false);
  });
});

describe('confirming the handicap', () => {
  it.each<[string, number]>([
    ['', 0],
    ['0', 0],
    ['12', 12],
    ['12.4', 12.4],
    ['54', 54],
    ['+2.5', -2.5],
    ['+10', -10],
    ['+0', 0],
  ])('%j is %s', (text, value) => {
    expect(confirmHandicap(text)).toEqual({ ok: true, value });
  });

  it.each<[string, string, boolean]>([
    ['+12', 'plus_handicap_too_high', false],
    ['+10.5', 'plus_handicap_too_high', false],
    ['55', 'handicap_out_of_range', true],
    ['12.34', 'handicap_out_of_range', true],
    ['abc', 'handicap_out_of_range', true],
  ])('%j gives %s (input cleared: %s)', (text, error, clearInput) => {
    expect(confirmHandicap(text)).toEqual({ ok: false, error, clearInput });
  });

  it.each<[string, string | null]>([
    ['+2.5', '+2.5'],
    ['12.', '12'],
    ['', '0'],
    ['+12', null],
  ])('previews %j as %s', (text, preview) => {
    expect(previewHandicap(text)).toBe(preview);
  });
});
