import { describe, expect, it } from 'vitest';
import { mergeQueuedScores } from '../../../lib/offline/score-queue';
import type { PendingScore } from '../../../lib/offline/score-sync';
import { withStalledPending } from './shown-scores';

const values = { score: 5, putts: 2, waterPenalties: 0, obPenalties: 0, dropPenalties: 0, fairwayHit: null };
const queued = (playerId: string, stalled: boolean): PendingScore => ({
  gameId: 'g1',
  playerId,
  holeNumber: 1,
  values,
  enteredBy: 'user-1',
  enteredAt: '2030-06-14T08:10:00.000Z',
  stalled,
});

describe('the "Not synced" mark', () => {
  it('shows on stalled entries only, not on an entry whose first send is running', () => {
    const entries = [queued('p1', false), queued('p2', true)];
    const { scores } = mergeQueuedScores({}, entries);
    const shown = withStalledPending(scores, entries);
    expect(shown['1']?.p1).toMatchObject({ score: 5, pending: false });
    expect(shown['1']?.p2).toMatchObject({ score: 5, pending: true });
  });

  it('leaves the scores untouched when every queued entry is stalled', () => {
    const entries = [queued('p1', true)];
    const { scores } = mergeQueuedScores({}, entries);
    expect(withStalledPending(scores, entries)).toBe(scores);
  });
});
