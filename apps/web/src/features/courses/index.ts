/** What other features use of the courses feature. */
export { Scorecard } from './components/Scorecard';
export { scorecardOf, layoutFor, ninesOf, teeSwatch, subtotal } from './model/scorecard';
export type { Scorecard as ScorecardData, ScorecardTee, ScorecardLine } from './model/scorecard';
