/** What other features may use of scores: the one statement that saves a score (the rounds repository runs it). */
export { createScoreUpsert } from './score-upsert';
export type { ScoreWrite } from './score-upsert';
