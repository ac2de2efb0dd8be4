import type { GameDetail } from '@fairway/contract';
import { holeLength, holesInPlay } from '@fairway/golf';
import type { HoleLengthSource } from '@fairway/golf';

/** A hole as the live screen shows it: par, stroke index and length for one tee. */
export interface HoleView {
  holeNumber: number;
  par: number;
  /** Stroke index (the card's "handicap"), when the data has one. */
  strokeIndex: number | null;
  /** Length in metres from the tee, when the tee's data has one (the scorecard's tee rows). */
  distance: number | null;
  /**
   * The length shown beside par and stroke index: the tee's distance, else the mapped hole line's (packages/golf's
   * `holeLength`); null when neither is known.
   */
  length: { meters: number; source: HoleLengthSource } | null;
}

/** The par a hole falls back to when the data has none (the server validates with the same). */
export const FALLBACK_PAR = 4;

/** The holes of the round in playing order (`game.courseLayout`; the `holes` setting if it is empty). */
export function playingOrder(detail: Pick<GameDetail, 'game'>): number[] {
  const layout = detail.game.courseLayout;
  return layout.length > 0 ? [...layout] : holesInPlay(detail.game.holes);
}

/**
 * The hole `delta` steps away from `current` in playing order, bounded by the first and the last hole played
 * ("next" on the last hole stays there). A hole not in the layout counts as the first.
 */
export function stepHole(layout: readonly number[], current: number, delta: number): number {
  if (layout.length === 0) return current;
  const index = Math.max(0, layout.indexOf(current));
  const next = Math.min(layout.length - 1, Math.max(0, index + delta));
  return layout[next] ?? current;
}

/** A valid hole of the layout: `hole` when it is played, else the first hole. */
export function holeInLayout(layout: readonly number[], hole: number | null | undefined): number {
  if (hole !== null && hole !== undefined && layout.includes(hole)) return hole;
  return layout[0] ?? 1;
}

/** The hole number on two digits, as the hole selector shows it ("07", "18"). */
export function padHoleNumber(hole: number): string {
  return String(hole).padStart(2, '0');
}

/** The hole's data on a tee (the course's default tee's when the tee is unknown). */
export function holeView(
  detail: Pick<GameDetail, 'holes' | 'holesByTee'> & Partial<Pick<GameDetail, 'holeLineLengths'>>,
  holeNumber: number,
  teeId?: string | null,
): HoleView {
  const tee = teeId ? detail.holesByTee[teeId] : undefined;
  const hole =
    tee?.find((candidate) => candidate.holeNumber === holeNumber) ??
    detail.holes.find((candidate) => candidate.holeNumber === holeNumber);
  return {
    holeNumber,
    par: hole?.par ?? FALLBACK_PAR,
    strokeIndex: hole?.handicap ?? null,
    distance: hole?.distance ?? null,
    length: holeLength(hole?.distance, detail.holeLineLengths?.[String(holeNumber)]),
  };
}

/** The par of a hole for a player: on the player's own tee (pars can differ between tees). */
export function parFor(
  detail: Pick<GameDetail, 'holes' | 'holesByTee' | 'players'>,
  holeNumber: number,
  playerId: string | null | undefined,
): number {
  const player = detail.players.find((candidate) => candidate.id === playerId);
  return holeView(detail, holeNumber, player?.teeId).par;
}

/** True when a score counts: set and nonzero (games-and-profiles.md §5). */
export function isCounted(score: number | null | undefined): score is number {
  return typeof score === 'number' && score > 0;
}

/**
 * Where the live screen opens: the first hole, in playing order, that a player has no score on yet; the last
 * hole once every hole is scored.
 */
export function firstOpenHole(
  layout: readonly number[],
  scores: Readonly<
    Record<string, Readonly<Record<string, { score: number | null } | undefined>> | undefined>
  >,
  playerIds: readonly string[],
): number {
  const open = layout.find((hole) =>
    playerIds.some((playerId) => !isCounted(scores[String(hole)]?.[playerId]?.score)),
  );
  return open ?? layout[layout.length - 1] ?? 1;
}
