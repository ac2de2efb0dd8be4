import { MAX_PLAYERS_PER_ROUND } from '@fairway/golf';

/** The most players a round has: the golf package's rule, for the web's run time without zod. */
export const PLAYERS_PER_ROUND = MAX_PLAYERS_PER_ROUND;
