import type { ScoreWriteResponse } from '@fairway/contract';
import { topicOf } from '@fairway/contract';
import { validateHoleScore } from '@fairway/golf';
import type { HoleScoreViolation } from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { Bus } from '../../realtime/bus';
import type { Hub } from '../../realtime/hub';
import { createGameAccess, isGameId } from '../games';
import { toScore } from '../games';
import type { GamesRepository, ScoreValues } from '../games';
import type { HandicapService } from '../results';
import { createRoundCards } from './round-cards';
import type { RoundCard } from './round-cards';
import { StaleRoundError } from './score-upsert';
import { scoreSavedAnnouncement } from './score-event';

/** A device clock ahead of the server by more than this is not believed (its entries would win every conflict). */
const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;

/** The score field each rule of `validateHoleScore` is about. */
const VIOLATION_FIELDS: Record<HoleScoreViolation, keyof ScoreValues> = {
  score_out_of_range: 'score',
  putts_out_of_range: 'putts',
  putts_not_below_score: 'putts',
  water_penalties_out_of_range: 'waterPenalties',
  ob_penalties_out_of_range: 'obPenalties',
  drop_penalties_out_of_range: 'dropPenalties',
  fairway_invalid: 'fairwayHit',
  fairway_on_par_three: 'fairwayHit',
};

/**
 * Hole scores: any player of a round scores for any player of it (`entered_by` records who), the later entry
 * winning; every replaced or late value is kept in the hole's history.
 */
export function createScoresService(deps: {
  repository: GamesRepository;
  hub: Hub;
  handicap: Pick<HandicapService, 'syncGame'>;
  /** The bus whose round events drop the kept round cards; without it every save reads its round's card. */
  bus?: Pick<Bus, 'onEvent' | 'onLeave' | 'onResync'>;
  now?: () => Date;
}) {
  const { repository, hub, handicap } = deps;
  const now = deps.now ?? (() => new Date());
  const { gameForPlayer, publishGame } = createGameAccess({ repository, hub });
  const cards = createRoundCards({ repository, ...(deps.bus ? { bus: deps.bus } : {}) });

  /** Checks a save against the round's card: the round, the actor's and the player's place in it, the hole's par. */
  function check(card: RoundCard | null, actor: Actor, playerId: string, holeNumber: number) {
    if (!card) throw new AppError('game_not_found', 404, 'No such game');
    if (!card.scorers.has(actor.userId))
      throw new AppError('forbidden', 403, 'You are not a player of this game');
    const player = card.players.get(playerId);
    if (!player)
      throw new AppError('player_not_found', 404, 'This player is not in the game', 'body.playerId');
    if (!card.layout.includes(holeNumber)) {
      throw new AppError('hole_not_in_game', 400, 'This hole is not played in this round', 'body.holeNumber');
    }
    return { game: card.game, teeId: player.teeId, par: player.pars.get(holeNumber) ?? 4 };
  }

  return {
    /**
     * Writes one hole score for any player of the game (the actor must play in it; `entered_by` records who).
     * Validated by the score rules for the hole's par; idempotent; an older entry never replaces a newer one.
     */
    async writeScore(
      actor: Actor,
      id: string,
      input: {
        playerId: string;
        holeNumber: number;
        /** Unset fields are stored as null. */
        values: Partial<{ [K in keyof ScoreValues]: ScoreValues[K] | undefined }>;
        enteredAt?: string;
        /** Where the score fields sit in the request, so an error names the field ('body.scoreData'). */
        fieldPrefix?: string;
      },
    ): Promise<ScoreWriteResponse> {
      const values = storedValues(input.values);
      if (!isGameId(id)) throw new AppError('game_not_found', 404, 'No such game');
      // The hot path of a live round: the round's card is kept in memory (round-cards.ts), so the save's only
      // statement is its upsert, which also checks that the round is still at the card's version.
      for (let attempt = 1; ; attempt++) {
        const card = await cards.get(id);
        const { game, teeId, par } = check(card, actor, input.playerId, input.holeNumber);
        const violations = validateHoleScore(values, par);
        const first = violations[0];
        if (first) {
          throw new AppError(
            first,
            400,
            `Invalid score: ${violations.join(', ')}`,
            `${input.fieldPrefix ?? 'body'}.${VIOLATION_FIELDS[first]}`,
          );
        }

        const clientTime = input.enteredAt ? new Date(input.enteredAt) : now();
        const latest = now().getTime() + MAX_CLOCK_AHEAD_MS;
        const enteredAt = clientTime.getTime() > latest ? now() : clientTime;
        let result: Awaited<ReturnType<GamesRepository['upsertScore']>>;
        try {
          result = await repository.upsertScore({
            gameId: game.id,
            playerId: input.playerId,
            holeNumber: input.holeNumber,
            teeId,
            values,
            enteredBy: actor.userId,
            enteredAt,
            gameVersion: game.version,
            // the statement sends `score.saved` to the round's topic itself, with its own commit
            announce: scoreSavedAnnouncement(hub.envelope(topicOf.game(game.id), 'score.saved'), {
              gameId: game.id,
              playerId: input.playerId,
              holeNumber: input.holeNumber,
            }),
          });
        } catch (error) {
          // the round changed since its card was read (its announcement not heard yet): read it again
          if (!(error instanceof StaleRoundError) || attempt === 3) throw error;
          cards.drop(game.id);
          continue;
        }
        if (result.applied) {
          if (game.status === 'pending')
            await publishGame(await repository.patchGame(game.id, { status: 'active' }));
          // a correction after the round finished changes its handicap records
          if (game.status === 'finished') await handicap.syncGame(game.id);
        }
        return { applied: result.applied, score: toScore(result.row) };
      }
    },

    /** Replaced and superseded values of the game's scores, oldest first; players only. */
    async history(actor: Actor, id: string) {
      const game = await gameForPlayer(actor, id);
      const rows = await repository.historyOf(game.id);
      return rows.map((row) => ({
        playerId: row.playerId,
        holeNumber: row.holeNumber,
        score: row.values.score,
        putts: row.values.putts,
        enteredBy: row.enteredBy,
        enteredAt: row.enteredAt.toISOString(),
        outcome: row.outcome,
        recordedAt: row.recordedAt.toISOString(),
      }));
    },
  };
}
export type ScoresService = ReturnType<typeof createScoresService>;

/** A score's values as stored: every unset field null. */
function storedValues(
  values: Partial<{ [K in keyof ScoreValues]: ScoreValues[K] | undefined }>,
): ScoreValues {
  return {
    score: values.score ?? null,
    putts: values.putts ?? null,
    waterPenalties: values.waterPenalties ?? null,
    obPenalties: values.obPenalties ?? null,
    dropPenalties: values.dropPenalties ?? null,
    fairwayHit: values.fairwayHit ?? null,
  };
}
