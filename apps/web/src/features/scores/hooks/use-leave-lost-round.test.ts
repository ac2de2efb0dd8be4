import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { lostRoundReason } from './use-leave-lost-round';

describe('lostRoundReason', () => {
  it.each([
    ['taken out of the round', new ApiError(403, 'forbidden', 'Not a player'), 'removed'],
    ['the round deleted', new ApiError(404, 'game_not_found', 'No such game'), 'deleted'],
    ['a server error', new ApiError(500, 'internal_error', 'Oops'), null],
    ['no network', new ApiError(0, 'network_error', 'Failed to fetch'), null],
    ['a session that ended', new ApiError(401, 'unauthorized', 'Signed out'), null],
    ['anything else', new TypeError('Failed to fetch'), null],
    ['no error', null, null],
  ] as const)('%s', (_case, error, reason) => {
    expect(lostRoundReason(error)).toBe(reason);
  });
});
