/** The game formats Fairway scores, in the order the format picker lists them. */
export const FORMATS = [
  'strokeplay',
  'stableford',
  'matchplay',
  'skins',
  'bestball',
  'scramble',
  'alternate',
] as const;

/** A game format Fairway scores. */
export type GameFormat = (typeof FORMATS)[number];

/** Formats played by teams (sides of one or more players); the others are played by individuals. */
export const TEAM_FORMATS: readonly GameFormat[] = ['matchplay', 'bestball', 'scramble', 'alternate'];

/** The formats the create-round toggle cycles through when no picker is shown, in order. */
export const QUICK_FORMATS: readonly GameFormat[] = ['strokeplay', 'stableford', 'matchplay'];

/** Whether scores count as struck ('gross') or after handicap strokes ('net'). */
export type ScoringMode = 'gross' | 'net';

/** The scoring modes, gross first. */
export const SCORING_MODES: readonly ScoringMode[] = ['gross', 'net'];

/** True when `value` is one of `FORMATS`; narrows a stored string to `GameFormat`. */
export function isGameFormat(value: unknown): value is GameFormat {
  return typeof value === 'string' && (FORMATS as readonly string[]).includes(value);
}

/**
 * The translation key suffix for a format's label: the format itself when known, 'free_play' for any other
 * stored value (the spec shows unknown formats as free play).
 */
export function formatLabelKey(format: string | null | undefined): GameFormat | 'free_play' {
  return isGameFormat(format) ? format : 'free_play';
}

/** The format after `format` in the quick toggle (strokeplay → stableford → matchplay → strokeplay). */
export function nextQuickFormat(format: GameFormat): GameFormat {
  const index = QUICK_FORMATS.indexOf(format);
  return QUICK_FORMATS[(index + 1) % QUICK_FORMATS.length] ?? 'strokeplay';
}
