import { parseTopic } from '@fairway/contract';
import type { Bus } from '../../realtime/bus';
import { fallbackTeeId, layoutOf } from '../games';
import type { GameRow, GamesRepository } from '../games';

/**
 * What a score save checks, for one round at one version: who plays in it, its players' tees and those tees' pars,
 * the holes it plays.
 */
export interface RoundCard {
  game: GameRow;
  /** Users who score in the round: its players, not those still invited. */
  scorers: ReadonlySet<string>;
  /** Each player (by game player id): the tee they are judged by (the course's default without one) and its pars. */
  players: ReadonlyMap<string, { teeId: string | null; pars: ReadonlyMap<number, number> }>;
  /** The holes the round plays. */
  layout: readonly number[];
}

/** How long a card is kept at most: the backstop for a change nobody announced (a course's pars edited). */
const CARD_TTL_MS = 60_000;
/** Rounds kept at most; the oldest card goes first. A card is a few hundred bytes. */
const MAX_CARDS = 5_000;

/**
 * The cards of live rounds, kept per round in memory so a save reads none of it from the database. A card is
 * dropped when its round announces a change on the bus (`game.updated` and every other round event but
 * `score.saved`, a topic leave, a bus resync), on every server instance, and a save checks in its own statement
 * that the round's version is still the card's (`gameVersion` of the upsert): a change another instance made
 * and whose announcement has not arrived yet fails the save's statement, which drops the card and runs again.
 */
export function createRoundCards(deps: {
  repository: Pick<GamesRepository, 'findGame' | 'playersOf' | 'loadCourse'>;
  /** Without a bus nothing is kept: every save reads its card. */
  bus?: Pick<Bus, 'onEvent' | 'onLeave' | 'onResync'>;
  now?: () => number;
  ttlMs?: number;
  maxCards?: number;
}) {
  const { repository, bus } = deps;
  const now = deps.now ?? Date.now;
  const ttlMs = deps.ttlMs ?? CARD_TTL_MS;
  const maxCards = deps.maxCards ?? MAX_CARDS;
  const cards = new Map<string, { card: Promise<RoundCard | null>; at: number }>();

  const gameOf = (topic: string): string | null => {
    const { kind, id } = parseTopic(topic);
    return kind === 'game' ? id : null;
  };
  const stops = bus
    ? [
        bus.onEvent((topic, event) => {
          if (event.name === 'score.saved') return;
          const id = gameOf(topic);
          if (id) cards.delete(id);
        }),
        bus.onLeave(({ topic }) => {
          const id = gameOf(topic);
          if (id) cards.delete(id);
        }),
        bus.onResync(() => cards.clear()),
      ]
    : [];

  async function load(gameId: string): Promise<RoundCard | null> {
    const game = await repository.findGame(gameId);
    if (!game) return null;
    const [rows, bundle] = await Promise.all([
      repository.playersOf(gameId),
      repository.loadCourse(game.courseId),
    ]);
    if (!bundle) return null;
    const courseTees = new Set(bundle.tees.map((tee) => tee.id));
    const fallback = fallbackTeeId(bundle);
    const parsOf = new Map<string, Map<number, number>>();
    for (const hole of bundle.teeHoles) {
      let pars = parsOf.get(hole.teeId);
      if (!pars) parsOf.set(hole.teeId, (pars = new Map<number, number>()));
      pars.set(hole.holeNumber, hole.par);
    }
    const players = new Map<string, { teeId: string | null; pars: ReadonlyMap<number, number> }>();
    const scorers = new Set<string>();
    for (const row of rows) {
      if (row.userId && row.status !== 'invited') scorers.add(row.userId);
      const teeId = row.teeId && courseTees.has(row.teeId) ? row.teeId : fallback;
      players.set(row.id, { teeId, pars: (teeId && parsOf.get(teeId)) || new Map<number, number>() });
    }
    return { game, scorers, players, layout: layoutOf(game, bundle.course.holes) };
  }

  return {
    /** The round's card, null when the round (or its course) does not exist. */
    get(gameId: string): Promise<RoundCard | null> {
      const kept = cards.get(gameId);
      if (kept && now() - kept.at < ttlMs) return kept.card;
      const card = load(gameId);
      if (!bus) return card;
      cards.delete(gameId);
      if (cards.size >= maxCards) cards.delete(cards.keys().next().value!);
      const entry = { card, at: now() };
      cards.set(gameId, entry);
      // an unknown round or a failed read is not kept
      card.then(
        (loaded) => {
          if (!loaded && cards.get(gameId) === entry) cards.delete(gameId);
        },
        () => {
          if (cards.get(gameId) === entry) cards.delete(gameId);
        },
      );
      return card;
    },
    /** Forgets a round's card (its version was found changed). */
    drop(gameId: string): void {
      cards.delete(gameId);
    },
    /** Rounds kept. */
    size(): number {
      return cards.size;
    },
    close(): void {
      for (const stop of stops) stop();
      cards.clear();
    },
  };
}
export type RoundCards = ReturnType<typeof createRoundCards>;
