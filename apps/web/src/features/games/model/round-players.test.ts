import { describe, expect, it } from 'vitest';
import {
  MAX_PLAYERS,
  addPlayer,
  canAddPlayer,
  movePlayer,
  playerFromGolfer,
  playerFromGuest,
  removePlayer,
} from './round-setup';
import { guestLine } from './round-players';
import { golfer, guest } from './round-setup.fixtures';

describe('players', () => {
  const four = [golfer('u-1'), golfer('u-2'), guest('g-1'), golfer('u-3')];

  it.each([
    [0, true],
    [3, true],
    [MAX_PLAYERS, false],
  ])('with %i players, another fits: %s', (count, fits) => {
    expect(canAddPlayer(four.slice(0, count))).toBe(fits);
  });

  it.each([
    ['a new golfer', [golfer('u-1')], golfer('u-2'), ['user:u-1', 'user:u-2']],
    ['a guest', [golfer('u-1')], guest('g-1'), ['user:u-1', 'guest:g-1']],
    ['a golfer already in', [golfer('u-1'), golfer('u-2')], golfer('u-2'), ['user:u-1', 'user:u-2']],
    ['a fifth player', four, golfer('u-9'), four.map((p) => p.key)],
  ])('adding %s', (_, players, player, keys) => {
    expect(addPlayer(players, player).map((p) => p.key)).toEqual(keys);
  });

  it.each([
    ['a friend', 'user:u-2', ['user:u-1', 'guest:g-1', 'user:u-3']],
    ['a guest', 'guest:g-1', ['user:u-1', 'user:u-2', 'user:u-3']],
    ['the owner (refused)', 'user:u-1', ['user:u-1', 'user:u-2', 'guest:g-1', 'user:u-3']],
    ['someone not there', 'user:u-9', ['user:u-1', 'user:u-2', 'guest:g-1', 'user:u-3']],
  ])('removing %s', (_, key, keys) => {
    expect(removePlayer(four, key, 'user:u-1').map((p) => p.key)).toEqual(keys);
  });

  it.each([
    [0, 3, ['user:u-2', 'guest:g-1', 'user:u-3', 'user:u-1']],
    [3, 0, ['user:u-3', 'user:u-1', 'user:u-2', 'guest:g-1']],
    [1, 2, ['user:u-1', 'guest:g-1', 'user:u-2', 'user:u-3']],
    [2, 2, ['user:u-1', 'user:u-2', 'guest:g-1', 'user:u-3']],
    [0, 9, ['user:u-1', 'user:u-2', 'guest:g-1', 'user:u-3']],
  ])('moving %i to %i', (from, to, keys) => {
    expect(movePlayer(four, from, to).map((p) => p.key)).toEqual(keys);
  });
});

describe('players from the pickers', () => {
  it.each([
    [
      { id: 'u-2', name: 'Tom Kite', username: 'tom', imageUrl: null, handicap: 4.2 },
      { key: 'user:u-2', name: 'Tom Kite', handicap: 4.2, isGuest: false },
    ],
    [
      { id: 'u-3', name: '', username: 'anon', imageUrl: 'x.webp', handicap: null },
      { key: 'user:u-3', name: 'anon', imageUrl: 'x.webp', isGuest: false },
    ],
  ])('a golfer %j', (golfer, expected) => {
    expect(playerFromGolfer(golfer)).toMatchObject(expected);
  });

  it('a guest', () => {
    expect(playerFromGuest({ id: 'g-1', name: 'Uncle Bob', handicap: 28, email: null })).toMatchObject({
      key: 'guest:g-1',
      guestId: 'g-1',
      userId: null,
      isGuest: true,
      handicap: 28,
    });
  });
});

describe("a guest's tile", () => {
  const format = (handicap: number) => `HCP ${handicap}`;
  it.each([
    { handicap: 18, line: 'Guest · HCP 18' },
    { handicap: 0, line: 'Guest · HCP 0' },
    { handicap: null, line: 'Guest' },
    { handicap: undefined, line: 'Guest' },
  ])('shows the guest with handicap $handicap as "$line"', ({ handicap, line }) => {
    expect(guestLine('Guest', handicap, format)).toBe(line);
  });
});
