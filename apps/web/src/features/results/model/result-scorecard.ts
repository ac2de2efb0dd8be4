import { layoutFor, ninesOf, teeSwatch, type ScorecardData as Scorecard } from '../../courses';
import type { PlayerCardExtras } from '../../scores';
import type { ResultCard } from './result';

/** Values per hole number (index `hole - 1`) from the holes of the result's card. */
function perHole<T>(card: ResultCard, read: (hole: ResultCard['nines'][number]['holes'][number]) => T) {
  const values: (T | null)[] = [];
  for (const nine of card.nines) for (const hole of nine.holes) values[hole.holeNumber - 1] = read(hole);
  return Array.from({ length: values.length }, (_, index) => values[index] ?? null);
}

/**
 * The result's card as the one Scorecard draws it: the holes played, the tees the players played (by name and
 * colour) with their lengths, par and stroke index, and the featured player's scores with their `extras` (strokes
 * received, net, points, skins, match rows).
 */
export function scorecardOfResult(card: ResultCard, extras?: PlayerCardExtras): Scorecard {
  const holes = card.nines.flatMap((nine) => nine.holes.map((hole) => hole.holeNumber));
  const tees = card.tees.map((tee) => {
    const distances = perHole(card, (hole) => hole.distances[tee.teeId] ?? null);
    return {
      teeId: tee.teeId,
      name: tee.name,
      swatch: teeSwatch(tee.color),
      distances,
      totalDistance: tee.total,
      rated: false,
      courseRating: null,
      slope: null,
    };
  });
  return {
    holes,
    nines: ninesOf(holes),
    par: perHole(card, (hole) => hole.par),
    strokeIndex: perHole(card, (hole) => hole.strokeIndex),
    tees,
    players: [
      {
        id: card.playerId,
        name: card.playerName,
        scores: perHole(card, (hole) => (hole.score > 0 ? hole.score : null)),
        ...extras,
      },
    ],
    layout: layoutFor(tees.length),
  };
}
