import { roundHalfUp } from './rounding';
import { asHandicapIndex } from './units';
import type { HandicapIndex } from './units';

/** Highest ordinary handicap the keypad accepts. */
export const MAX_HANDICAP_INPUT = 54;

/** Highest plus handicap accepted (+10, stored as -10). */
export const MAX_PLUS_HANDICAP = 10;

/** Highest plus handicap the keypad offers (+7); typed text may go up to +10. */
export const KEYPAD_MAX_PLUS_HANDICAP = 7;

/** The handicap shown for, and played off by, a player who has none (spec: "Default handicap 54 when missing"). */
export const DEFAULT_HANDICAP = 54;

/** Why handicap text was refused: a translation key (the input is cleared on 'handicap_out_of_range'). */
export type HandicapInputError = 'plus_handicap_too_high' | 'handicap_out_of_range';

/** The outcome of reading handicap keypad text. */
export type HandicapInputResult =
  | { readonly ok: true; readonly value: HandicapIndex }
  | { readonly ok: false; readonly error: HandicapInputError };

// Up to two integer digits and at most one decimal; "12." and ".5" are accepted, a comma works as a dot.
const HANDICAP_TEXT = /^(?:\d{1,2}(?:[.,]\d?)?|[.,]\d)$/;
const ANY_NUMBER = /^\d+(?:[.,]\d*)?$/;

function parseNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/**
 * Reads handicap keypad text: empty means 0; an ordinary value is 0 to 54 with up to two integer digits and
 * one decimal; a leading '+' is a plus handicap up to +10, returned NEGATIVE (+2.5 → -2.5). A plus value
 * above 10 gives 'plus_handicap_too_high', anything else invalid 'handicap_out_of_range'.
 */
export function parseHandicapInput(text: string | null | undefined): HandicapInputResult {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: true, value: asHandicapIndex(0) };
  const isPlus = trimmed.startsWith('+');
  const body = isPlus ? trimmed.slice(1).trim() : trimmed;
  if (isPlus && ANY_NUMBER.test(body) && parseNumber(body) > MAX_PLUS_HANDICAP) {
    return { ok: false, error: 'plus_handicap_too_high' };
  }
  if (!HANDICAP_TEXT.test(body)) return { ok: false, error: 'handicap_out_of_range' };
  const value = parseNumber(body);
  if (!isPlus && value > MAX_HANDICAP_INPUT) return { ok: false, error: 'handicap_out_of_range' };
  return { ok: true, value: asHandicapIndex(isPlus && value !== 0 ? -value : value) };
}

/**
 * A handicap for display: rounded half up to one decimal, plus handicaps (negative values) with a '+'
 * ("+2.5"), a trailing ".0" dropped ("12", "12.5"), and "54" when there is none.
 */
export function formatHandicap(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return String(DEFAULT_HANDICAP);
  const rounded = roundHalfUp(value, 1);
  const magnitude = Math.abs(rounded);
  const text = Number.isInteger(magnitude) ? String(magnitude) : magnitude.toFixed(1);
  return rounded < 0 ? `+${text}` : text;
}
