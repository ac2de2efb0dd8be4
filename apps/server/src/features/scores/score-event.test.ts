import { RealtimeEvent } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { scoreSavedAnnouncement, scoreSavedEvent } from './score-event';

const gameId = '0b7c6f1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const playerId = '1-2-3-4-5-6-7-8-9-0-1-2-3-4-5-6-7-8';
// The bus's envelope: its payload opened up after the event's name for the data.
const envelope = {
  channel: 'fairway_events',
  head: `{"origin":"o","topic":"game:${gameId}","event":{"name":"score.saved","data":`,
  tail: '}}',
};

describe('the score.saved event', () => {
  it.each([1, 7, 12345])('announced with version %i, is the contract’s event', (version) => {
    const { channel, head, tail } = scoreSavedAnnouncement(envelope, { gameId, playerId, holeNumber: 9 });
    expect(channel).toBe('fairway_events');
    // what the statement sends: head || version || tail
    const payload = JSON.parse(`${head}${version}${tail}`) as { event: unknown };
    expect(payload).toEqual({
      origin: 'o',
      topic: `game:${gameId}`,
      event: scoreSavedEvent({ gameId, playerId, holeNumber: 9, version }),
    });
    expect(RealtimeEvent.parse(payload.event)).toEqual(payload.event);
  });
});
