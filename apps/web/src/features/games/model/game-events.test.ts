import { describe, expect, it } from 'vitest';
import { shouldRefetchGame } from './game-events';

describe('a game.updated event', () => {
  it.each([
    [5, null, true],
    [5, 4, true],
    [5, 5, false],
    [5, 6, false],
  ])('version %i with %s cached: refetch %s', (event, cached, refetch) => {
    expect(shouldRefetchGame(event, cached)).toBe(refetch);
  });
});
