import { z } from 'zod';
import { AvatarBody, CreateProfileBody, Profile, PublicProfile, UsernameTaken } from '../accounts';
import { UserId } from '../ids';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { profilesPaths } from './profiles.paths';

const tags = ['profiles'];
const refusals = errorAnswers(400, 401, 404, 409);
const UsernameParams = z.object({ username: z.string().max(64) });

export const profilesRoutes = defineRoutes(profilesPaths, {
  ownProfile: {
    access: 'signed-in',
    tags,
    summary: 'The signed-in user’s profile (404: none yet)',
    answers: { 200: Profile, ...refusals },
  },
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
  setAvatar: {
    access: 'signed-in',
    tags,
    summary: 'Set the signed-in golfer’s avatar (an uploaded image or a preset)',
    params: z.object({ uid: UserId }),
    body: AvatarBody,
    answers: { 200: Profile, ...refusals, ...errorAnswers(403) },
  },
  publicProfile: {
    access: 'signed-in',
    tags,
    summary: 'A golfer’s public profile',
    params: z.object({ id: UserId }),
    answers: { 200: PublicProfile, ...refusals },
  },
});
