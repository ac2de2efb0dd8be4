/** What other features use of the scores feature. */
export {
  formatLabel,
  positionLabel,
  rankingLabel,
  standingLabel,
  standingParts,
  toParLabel,
} from './components/score-labels';
export type { T } from './components/score-labels';
export { BackToRound, useKeepRound } from './components/BackToRound';
export { cardExtras } from './model/card-lines';
export type { PlayerCardExtras } from './model/card-lines';
export { ScoreChip } from './components/ScoreChip';
export { usePendingRounds } from './queries';
export type { Standing } from './model/live-leaderboard';
