import { z } from 'zod';
import { CreateProfileBody, Profile, UsernameTaken } from '../accounts';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { onboardingPaths } from './onboarding.paths';

const tags = ['onboarding'];
const refusals = errorAnswers(400, 401, 404, 409);
const UsernameParams = z.object({ username: z.string().max(64) });

export const onboardingRoutes = defineRoutes(onboardingPaths, {
  usernameTaken: {
    access: 'signed-in',
    tags,
    summary: 'Whether a username is taken (false: available)',
    params: UsernameParams,
    answers: { 200: UsernameTaken, ...refusals },
  },
  createProfile: {
    access: 'signed-in',
    tags,
    summary: 'Create the signed-in user’s profile',
    params: UsernameParams,
    body: CreateProfileBody,
    answers: { 201: Profile, ...refusals },
  },
});
