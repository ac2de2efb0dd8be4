import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { gameErrorKind } from './game-error';

describe('the game error screen', () => {
  it.each([
    [new ApiError(404, 'game_not_found', 'No such game'), 'not-found'],
    [new ApiError(404, 'not_found', 'Not found'), 'not-found'],
    [new ApiError(403, 'forbidden', 'Not a player'), 'forbidden'],
    [new ApiError(500, 'internal_error', 'Boom'), 'other'],
    [new ApiError(0, 'network_error', 'Offline'), 'other'],
    [new Error('anything'), 'other'],
  ])('%o shows %s', (error, kind) => {
    expect(gameErrorKind(error)).toBe(kind);
  });
});
