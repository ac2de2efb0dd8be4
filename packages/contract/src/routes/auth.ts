import { z } from 'zod';
import { AccountSession, RevokeSessionBody } from '../accounts';
import { authPaths } from './auth.paths';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';

const tags = ['auth'];

export const authRoutes = defineRoutes(authPaths, {
  accountSessions: {
    access: 'signed-in',
    tags,
    summary: 'The signed-in devices of the account (this one marked current), without their tokens',
    answers: { 200: z.array(AccountSession), ...errorAnswers(400, 401, 404) },
  },
  revokeSession: {
    access: 'signed-in',
    tags,
    summary: 'End one session of the account by its id (404 for a session that is not the account’s)',
    body: RevokeSessionBody,
    answers: { 200: z.object({ status: z.literal(true) }), ...errorAnswers(400, 401, 404) },
  },
  authToken: {
    access: 'public',
    tags,
    summary: 'Exchange the session cookie of a social sign-in for its bearer token (web app only)',
    answers: {
      200: z.object({
        token: z
          .string()
          .describe('The bearer token of the session the sign-in made: `Authorization: Bearer <token>`.'),
      }),
      ...errorAnswers(401, 403),
    },
  },
});
