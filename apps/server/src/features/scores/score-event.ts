import type { RealtimeEvent } from '@fairway/contract';
import type { BusEnvelope } from '../../realtime/bus';

/** The `score.saved` event, as the contract types it. */
export type ScoreSavedEvent = Extract<RealtimeEvent, { name: 'score.saved' }>;

/** The one place a `score.saved` event is built: the saved score's game, player, hole and new version. */
export function scoreSavedEvent(saved: ScoreSavedEvent['data']): ScoreSavedEvent {
  return {
    name: 'score.saved',
    data: {
      gameId: saved.gameId,
      playerId: saved.playerId,
      holeNumber: saved.holeNumber,
      version: saved.version,
    },
  };
}

/**
 * A `score.saved` announcement the save's statement sends itself, with `pg_notify(channel, head || version ||
 * tail)`, so it leaves with the save's own commit and only if the save applied: the whole bus payload is built
 * here, from `scoreSavedEvent`, but for the score's new version, which only the statement knows.
 */
export interface ScoreSavedAnnouncement {
  channel: string;
  /** The bus payload up to the version's digits. */
  head: string;
  /** The bus payload after the version's digits. */
  tail: string;
}

/** What stands for the version while the payload is built: a JSON string no id can contain. */
const VERSION_SLOT = '\u0000version\u0000';

/**
 * The announcement of a save of `score` to the round's topic in the bus `envelope` (`hub.envelope(topic,
 * 'score.saved')`): the event of `scoreSavedEvent` written out, cut where its version goes.
 */
export function scoreSavedAnnouncement(
  envelope: BusEnvelope,
  score: Omit<ScoreSavedEvent['data'], 'version'>,
): ScoreSavedAnnouncement {
  const { data } = scoreSavedEvent({ ...score, version: 0 });
  const json = JSON.stringify({ ...data, version: VERSION_SLOT });
  const slot = JSON.stringify(VERSION_SLOT);
  const at = json.indexOf(slot);
  return {
    channel: envelope.channel,
    head: envelope.head + json.slice(0, at),
    tail: json.slice(at + slot.length) + envelope.tail,
  };
}
