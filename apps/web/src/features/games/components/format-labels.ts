import type { GameFormat } from '@fairway/golf';

/** The translated name and one-line explanation of each format (typed, so tsc checks the keys). */
export const FORMAT_LABELS = {
  strokeplay: { label: 'games:formats.strokeplay', hint: 'games:formats.strokeplayHint' },
  stableford: { label: 'games:formats.stableford', hint: 'games:formats.stablefordHint' },
  matchplay: { label: 'games:formats.matchplay', hint: 'games:formats.matchplayHint' },
  skins: { label: 'games:formats.skins', hint: 'games:formats.skinsHint' },
  bestball: { label: 'games:formats.bestball', hint: 'games:formats.bestballHint' },
  scramble: { label: 'games:formats.scramble', hint: 'games:formats.scrambleHint' },
  alternate: { label: 'games:formats.alternate', hint: 'games:formats.alternateHint' },
} as const satisfies Record<GameFormat, { label: string; hint: string }>;
