import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { AVATAR_ACCEPT, AVATAR_MAX_MEGABYTES, avatarFileProblem, avatarUploadProblem } from './avatar-upload';

const MB = 1024 * 1024;

describe('avatarFileProblem', () => {
  it.each([
    [{ type: 'image/jpeg', size: 2 * MB }, null],
    [{ type: 'image/png', size: 10 * MB }, null],
    [{ type: 'IMAGE/WEBP', size: 1 }, null],
    [{ type: 'image/png', size: 10 * MB + 1 }, 'too_large'],
    [{ type: 'image/heic', size: MB }, 'not_an_image'],
    [{ type: 'application/pdf', size: MB }, 'not_an_image'],
    // A file the system could not type is not sent: the server would refuse it anyway.
    [{ type: '', size: MB }, 'not_an_image'],
    [{ type: 'text/plain', size: 20 * MB }, 'not_an_image'],
  ])('%o → %s', (file, problem) => {
    expect(avatarFileProblem(file)).toBe(problem);
  });
});

describe('avatarUploadProblem', () => {
  it.each([
    [new ApiError(413, 'payload_too_large', 'too big'), 'too_large'],
    [new ApiError(415, 'unsupported_media_type', 'not an image'), 'not_an_image'],
    [new ApiError(0, 'network_error', 'offline'), 'offline'],
    [new ApiError(0, 'timeout', 'slow'), 'failed'],
    [new ApiError(500, 'internal_error', 'boom'), 'failed'],
    [new ApiError(429, 'rate_limited', 'slow down'), 'failed'],
    [new Error('anything'), 'failed'],
  ])('%s → %s', (error, problem) => {
    expect(avatarUploadProblem(error)).toBe(problem);
  });
});

it('accepts the server’s types and states its limit', () => {
  expect(AVATAR_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']));
  expect(AVATAR_ACCEPT).not.toContain('heic');
  expect(AVATAR_MAX_MEGABYTES).toBe(10);
});
