import { topicOf } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { Hub } from '../../realtime/hub';
import type { GameRow, GamesRepository } from './games.repository';

/**
 * Whether a string can be a round's id (8-4-4-4-12 hex, as PostgreSQL reads a uuid): anything else is no round, never
 * a query. Paths are validated by the route table already; realtime topics and bodies come through here.
 */
export function isGameId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/**
 * Who may reach a round, shared by the rounds, scores and results services: players read it and score in it,
 * only the owner changes it. Also the round's own news on its topic.
 */
export function createGameAccess(deps: { repository: GamesRepository; hub: Hub }) {
  const { repository, hub } = deps;

  async function gameOrThrow(id: string): Promise<GameRow> {
    const game = isGameId(id) ? await repository.findGame(id) : null;
    if (!game) throw new AppError('game_not_found', 404, 'No such game');
    return game;
  }

  /** The game, when the actor plays in it; 404 when it does not exist, 403 when the actor is not a player. */
  async function gameForPlayer(actor: Actor, id: string): Promise<GameRow> {
    const game = await gameOrThrow(id);
    if (!(await repository.isPlayer(game.id, actor.userId))) {
      throw new AppError('forbidden', 403, 'You are not a player of this game');
    }
    return game;
  }

  async function gameForOwner(actor: Actor, id: string): Promise<GameRow> {
    const game = await gameForPlayer(actor, id);
    if (game.ownerId !== actor.userId)
      throw new AppError('forbidden', 403, 'Only the owner of the game can do this');
    return game;
  }

  /** Tells the round's topic that the round changed (its players refetch it). */
  async function publishGame(game: GameRow): Promise<void> {
    await hub.publish(topicOf.game(game.id), {
      name: 'game.updated',
      data: { gameId: game.id, version: game.version },
    });
  }

  return { gameOrThrow, gameForPlayer, gameForOwner, publishGame };
}
export type GameAccess = ReturnType<typeof createGameAccess>;
