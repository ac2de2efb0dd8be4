/** Tee colours in the order the default tee is chosen. */
export const DEFAULT_TEE_COLOR_ORDER = ['black', 'blue', 'white'] as const;

/** The part of a tee `defaultTee` reads. */
export interface TeeWithColor {
  readonly teeColor?: string | null;
}

/**
 * The tee a new player starts on: the first black tee, else the first blue, else the first white (colours
 * compared case-insensitively, ignoring surrounding spaces), else the first tee; undefined when there is none.
 */
export function defaultTee<T extends TeeWithColor>(tees: readonly T[]): T | undefined {
  for (const color of DEFAULT_TEE_COLOR_ORDER) {
    const match = tees.find((tee) => tee.teeColor?.trim().toLowerCase() === color);
    if (match) return match;
  }
  return tees[0];
}
