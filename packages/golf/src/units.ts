// Branded number types: a Meters value cannot be passed where Yards are expected by mistake, yet every
// branded value is still a plain number at run time and in arithmetic.

declare const unitBrand: unique symbol;

/** A number tagged with a unit or meaning at compile time only; it is a plain number at run time. */
export type Brand<T, Name extends string> = T & { readonly [unitBrand]: Name };

/** A distance in metres (never negative when it comes from this package). */
export type Meters = Brand<number, 'Meters'>;

/** A distance in international yards (0.9144 m). */
export type Yards = Brand<number, 'Yards'>;

/**
 * A World Handicap System Handicap Index: one decimal, at most 54.0; plus handicaps are negative
 * (a "+2.1" index is stored as -2.1).
 */
export type HandicapIndex = Brand<number, 'HandicapIndex'>;

/** Tags a number as metres; performs no conversion. */
export function asMeters(value: number): Meters {
  return value as Meters;
}

/** Tags a number as yards; performs no conversion. */
export function asYards(value: number): Yards {
  return value as Yards;
}

/** Tags a number as a Handicap Index; performs no rounding or range check (see `parseHandicapInput`). */
export function asHandicapIndex(value: number): HandicapIndex {
  return value as HandicapIndex;
}
