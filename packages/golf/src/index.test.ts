import { describe, expect, it } from 'vitest';
import * as golf from './index';

// Other workspaces import these names: renaming one is a breaking change, so the list is pinned here.
const FUNCTIONS = [
  'scoreName',
  'roundHalfUp',
  'scoreDifferential',
  'handicapIndex',
  'courseHandicap',
  'playingHandicap',
  'strokesReceived',
  'strokeIndexRanks',
  'netDoubleBogey',
  'stablefordPoints',
  'matchPlayStatus',
  'skins',
  'leaderboard',
  'formatLabelKey',
  'holesInPlay',
  'clampHole',
  'holeScoreWithDefaults',
  'incrementScore',
  'decrementScore',
  'setPutts',
  'incrementPutts',
  'decrementPutts',
  'incrementPenalty',
  'decrementPenalty',
  'setFairway',
  'validateHoleScore',
  'roundStats',
  'periodStats',
  'haversineMeters',
  'pathLengthMeters',
  'holeLength',
  'formatDistance',
  'metersToYards',
  'pointAlongPath',
  'defaultTargetPoint',
  'bearingDegrees',
  'parseHandicapInput',
  'formatHandicap',
  'defaultTee',
  'canAddPlayerToRound',
  'holesSettingsFor',
  'roundHoles',
  'hasValidStrokeIndexes',
  'strokeIndexesOf',
  'strokeIndexOfHole',
  'roundCourseHandicap',
  'leaderboardScoringMode',
  'leaderboardHolesOf',
  'roundLeaderboard',
  'handicapHoleScore',
  'handicapRecordOfCard',
] as const;

describe('@fairway/golf', () => {
  it.each(FUNCTIONS)('exports %s', (name) => {
    expect(typeof golf[name]).toBe('function');
  });

  it('exports the formats and the WHS allowances', () => {
    expect(golf.FORMATS).toHaveLength(7);
    expect(golf.STROKE_PLAY_ALLOWANCE).toBe(0.95);
    expect(golf.FOURSOMES_ALLOWANCE).toBe(0.5);
  });
});
