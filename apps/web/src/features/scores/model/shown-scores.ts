import type { ScoresByHole, ShownScore } from '../../../lib/offline/score-queue';
import type { PendingScore } from '../../../lib/offline/score-sync';

/**
 * Marks "Not synced" only on queued entries that are stalled (a send failed, or they were left over from an
 * earlier visit). An entry on its first send, still running, shows as saved: a tap online must not flash the
 * mark for the few milliseconds the write takes. Returns `scores` itself when nothing changes.
 */
export function withStalledPending(
  scores: ScoresByHole<ShownScore>,
  queued: readonly PendingScore[],
): ScoresByHole<ShownScore> {
  let result = scores;
  for (const entry of queued) {
    if (entry.stalled) continue;
    const hole = String(entry.holeNumber);
    const shown = result[hole]?.[entry.playerId];
    if (!shown?.pending || shown.enteredAt !== entry.enteredAt) continue;
    if (result === scores) result = { ...scores };
    result[hole] = { ...result[hole], [entry.playerId]: { ...shown, pending: false } };
  }
  return result;
}
