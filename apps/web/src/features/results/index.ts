/** What other features use of the results feature. */
export { resultCard, resultLeaderboardInput, featuredPlayer, standingOfRow } from './model/result';
export { scorecardOfResult } from './model/result-scorecard';
export { usePlayedGames } from './queries';
