import {
  KEYPAD_MAX_PLUS_HANDICAP,
  MAX_HANDICAP_INPUT,
  formatHandicap,
  parseHandicapInput,
  type HandicapInputError,
} from '@fairway/golf';

/**
 * The handicap keypad of games-and-profiles.md §5 as a pure state machine. The on-screen keys build
 * values the keypad allows (0 to 54 with one decimal, plus handicaps up to +7); the text field beside it
 * takes anything typed, and {@link confirmHandicap} judges the result with the golf package's rules
 * (plus up to +10), giving the alert to show.
 */

export type DigitKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
export type KeypadKey = DigitKey | '.' | '+' | 'backspace';

/** The keys in the order the keypad lays them out, three per row. */
export const KEYPAD_LAYOUT: readonly KeypadKey[] = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '+',
  '0',
  '.',
];

export interface KeypadState {
  text: string;
  /**
   * The text is the value shown on arrival (54, or the previous answer), not typed: the first key replaces
   * it, as on a calculator.
   */
  pristine: boolean;
}

/** The keypad on arrival, showing the current answer (54 when there is none). */
export function initialKeypad(handicap: number | null): KeypadState {
  return { text: formatHandicap(handicap), pristine: true };
}

// What the keys may build: an optional '+', up to two integer digits, then at most one decimal.
const PARTIAL = /^\+?\d{0,2}(?:\.\d?)?$/;

function valueOf(text: string): number {
  const digits = text.replace('+', '');
  return digits === '' || digits === '.' ? 0 : Number(digits);
}

/** Whether the keys may build `text` on the way to an allowed value. */
function isAllowedPartial(text: string): boolean {
  if (!PARTIAL.test(text)) return false;
  const limit = text.startsWith('+') ? KEYPAD_MAX_PLUS_HANDICAP : MAX_HANDICAP_INPUT;
  return valueOf(text) <= limit;
}

/** What `key` turns the text into, before the keypad's limits are applied. */
function apply(base: string, key: KeypadKey): string {
  switch (key) {
    case 'backspace':
      return base.slice(0, -1);
    case '+':
      return base.startsWith('+') ? base.slice(1) : `+${base}`;
    case '.':
      return base.includes('.') ? base : `${base}.`;
    default: {
      // A leading zero gives way to the next digit: "0" then "7" is "7", not "07".
      const unsigned = base.replace('+', '');
      return unsigned === '0' ? `${base.slice(0, -1)}${key}` : `${base}${key}`;
    }
  }
}

/** The text a key starts from: nothing while the shown value is pristine (the key replaces it). */
const baseOf = (state: KeypadState, key: KeypadKey) =>
  state.pristine && key !== 'backspace' ? '' : state.text;

/** Whether pressing `key` would change the text into something the keypad allows. */
export function isKeyEnabled(state: KeypadState, key: KeypadKey): boolean {
  if (key === 'backspace') return state.text !== '';
  if (key === '.' && baseOf(state, key).includes('.')) return false;
  const next = apply(baseOf(state, key), key);
  return next !== state.text && isAllowedPartial(next);
}

/** The state after pressing `key`; unchanged when the key is not allowed now. */
export function pressKey(state: KeypadState, key: KeypadKey): KeypadState {
  if (!isKeyEnabled(state, key)) return state;
  if (key === 'backspace' && state.pristine) return { text: '', pristine: false };
  return { text: apply(baseOf(state, key), key), pristine: false };
}

/** The state after the text field was edited directly: any text, judged on confirmation. */
export function typeText(text: string): KeypadState {
  return { text, pristine: false };
}

/** Whether the plus key is on (the text is a plus handicap). */
export function isPlus(state: KeypadState): boolean {
  return state.text.trimStart().startsWith('+');
}

export type HandicapConfirmation =
  | { ok: true; value: number }
  | {
      ok: false;
      error: HandicapInputError;
      /** games-and-profiles.md §5: the invalid-value alert clears the input; the plus-limit one keeps it. */
      clearInput: boolean;
    };

/** Judges the text on Next: empty is 0, plus handicaps come back negative (+2.5 → -2.5). */
export function confirmHandicap(text: string): HandicapConfirmation {
  const result = parseHandicapInput(text);
  if (result.ok) return { ok: true, value: result.value };
  return { ok: false, error: result.error, clearInput: result.error === 'handicap_out_of_range' };
}

/** The value the text stands for as the golfer will see it ("+2.5"), or null while it is not valid. */
export function previewHandicap(text: string): string | null {
  const result = parseHandicapInput(text);
  return result.ok ? formatHandicap(result.value) : null;
}
