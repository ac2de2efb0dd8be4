import { describe, expect, it } from 'vitest';
import type { PendingGame } from '@fairway/contract';
import {
  isPlayPath,
  missedInvitations,
  parseResumeFlag,
  resumableGameId,
  roundToResume,
  shouldOfferResume,
} from './resume';
import type { ResumeFlag } from './resume';

describe('the resume flag of a round', () => {
  it('reads the four answers, nothing when unset, and "dismissed" for anything else stored', () => {
    for (const flag of ['resumed', 'dismissed', 'quit', 'finished'] as const) {
      expect(parseResumeFlag(flag)).toBe(flag);
    }
    expect(parseResumeFlag(null)).toBeNull();
    expect(parseResumeFlag('true')).toBe('dismissed');
  });
});

describe('the resume sheet', () => {
  it('is offered for a round without a flag, away from the play screens', () => {
    expect(shouldOfferResume('g1', null, '/dashboard')).toBe(true);
    expect(shouldOfferResume('g1', null, '/clubs/golf-de-rochefort')).toBe(true);
  });

  it('is not offered once the golfer answered for that round, whatever the answer', () => {
    for (const flag of ['resumed', 'dismissed', 'quit', 'finished'] as const) {
      expect(shouldOfferResume('g1', flag, '/dashboard')).toBe(false);
    }
  });

  it('is not offered over a screen the round’s panel opened, which has its own way back', () => {
    expect(shouldOfferResume('g1', null, '/my-bag', true)).toBe(false);
    expect(shouldOfferResume('g1', null, '/my-bag/edit', true)).toBe(false);
    expect(shouldOfferResume('g1', null, '/my-bag', false)).toBe(true);
  });

  it('is not offered without a round, nor over a round’s own screens', () => {
    expect(shouldOfferResume(null, null, '/dashboard')).toBe(false);
    for (const path of ['/play/g1', '/game/g1', '/game/g1/result', '/game/g1/settings', '/game-result/g1']) {
      expect(isPlayPath(path)).toBe(true);
      expect(shouldOfferResume('g1', null, path)).toBe(false);
    }
    expect(isPlayPath('/create-round/club')).toBe(true);
    expect(isPlayPath('/u/user-1/games')).toBe(false);
  });
});

describe('the round the resume sheet offers after sign-in', () => {
  it('is the newest round the golfer plays in, never one they are only invited to', () => {
    expect(
      roundToResume([
        { id: 'g1', invited: true },
        { id: 'g2', invited: false },
        { id: 'g3', invited: false },
      ]),
    ).toBe('g2');
    expect(roundToResume([{ id: 'g1', invited: true }])).toBeNull();
    expect(roundToResume([])).toBeNull();
  });
});

describe('the round the Resume tab opens', () => {
  const flags: Record<string, ResumeFlag> = { g1: 'finished', g2: 'dismissed' };
  const flagOf = (id: string) => flags[id] ?? null;

  it('is the newest unfinished round not finished on this device ("Not now" does not hide it)', () => {
    expect(resumableGameId([{ id: 'g1' }, { id: 'g2' }, { id: 'g3' }], flagOf)).toBe('g2');
    expect(resumableGameId([{ id: 'g3' }, { id: 'g2' }], flagOf)).toBe('g3');
  });

  it('skips a round the golfer is only invited to', () => {
    expect(
      resumableGameId(
        [
          { id: 'g3', invited: true },
          { id: 'g4', invited: false },
        ],
        flagOf,
      ),
    ).toBe('g4');
    expect(resumableGameId([{ id: 'g3', invited: true }], flagOf)).toBeNull();
  });

  it('is none without rounds, or when every one was finished here', () => {
    expect(resumableGameId(undefined, flagOf)).toBeNull();
    expect(resumableGameId([], flagOf)).toBeNull();
    expect(resumableGameId([{ id: 'g1' }], flagOf)).toBeNull();
  });
});

describe('invitations found at a resync', () => {
  const round = (id: string, status: PendingGame['status'], ownerId: string): PendingGame => ({
    id,
    name: id,
    status,
    date: '2030-06-14T08:00:00.000Z',
    courseName: 'Dolmens',
    clubName: 'Golf de Rochefort',
    ownerId,
    invited: ownerId !== 'user-1',
    players: [],
    createdAt: '2030-06-14T07:00:00.000Z',
    updatedAt: '2030-06-14T07:00:00.000Z',
  });

  it('are the pending rounds of someone else’s: not the golfer’s own, not an active one', () => {
    const added = [
      round('invited', 'pending', 'user-2'),
      round('own', 'pending', 'user-1'),
      round('started', 'active', 'user-2'),
    ];
    expect(missedInvitations(added, 'user-1').map((game) => game.id)).toEqual(['invited']);
    expect(missedInvitations([], 'user-1')).toEqual([]);
  });
});
