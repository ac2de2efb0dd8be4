/**
 * Shifts the decimal point of a finite number by `places` through its decimal text, so that no binary
 * multiplication error creeps in (1.005 shifted by 2 is exactly 100.5, not 100.49999999999999).
 */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = String(value).split('e');
  return Number(`${mantissa ?? '0'}e${Number(exponent ?? 0) + places}`);
}

/**
 * Rounds `value` to `decimals` places with halves going towards +infinity, as the World Handicap System
 * rounds (2.5 → 3, -2.5 → -2, 1.005 → 1.01 with 2 decimals). The value is first read as its
 * 15-significant-digit decimal, which absorbs binary floating point noise (10.149999999999999 is treated
 * as 10.15); `decimals` may be negative (-1 rounds to tens). Non-finite values are returned unchanged and
 * the result is never -0.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isInteger(decimals)) {
    throw new RangeError(`roundHalfUp: decimals must be an integer, got ${decimals}`);
  }
  if (!Number.isFinite(value)) return value;
  const snapped = Number(value.toPrecision(15));
  const rounded = shiftDecimal(Math.round(shiftDecimal(snapped, decimals)), -decimals);
  // Math.round(-0.4) is -0: normalise so that results print and compare as 0
  return rounded === 0 ? 0 : rounded;
}
