/**
 * The most players a round has. TODO: re-export the golf package's rule once it defines one (issue 18 moves the
 * four-player limit into packages/golf).
 */
export const PLAYERS_PER_ROUND = 4;
