import { z } from 'zod';
import { AvatarBody, Profile, PublicProfile } from '../accounts';
import { UserId, UserIdParams } from '../ids';
import { EditProfileBody, ProfileDetails, UserCard } from '../profile-details';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { profilesPaths } from './profiles.paths';

const tags = ['profiles'];
const refusals = errorAnswers(400, 401, 404, 409);

export const profilesRoutes = defineRoutes(profilesPaths, {
  ownProfile: {
    access: 'signed-in',
    tags,
    summary: 'The signed-in user’s profile (404: none yet)',
    answers: { 200: Profile, ...refusals },
  },
  updateProfile: {
    access: 'signed-in',
    tags,
    summary: 'Edit the signed-in golfer’s profile',
    body: EditProfileBody,
    answers: { 200: Profile, ...refusals },
  },
  profileDetails: {
    access: 'public',
    tags,
    summary: 'A golfer’s profile page, by username (anyone, signed in or not)',
    description:
      'Public: the profile, home club, counts of finished rounds that are not private, the courses they were played on. ' +
      'The golfer themselves also sees their private rounds counted.',
    params: z.object({ username: z.string().max(64) }),
    answers: { 200: ProfileDetails, ...errorAnswers(400, 404) },
  },
  setAvatar: {
    access: 'signed-in',
    tags,
    summary: 'Set the signed-in golfer’s avatar (an uploaded image or a preset)',
    params: z.object({ uid: UserId }),
    body: AvatarBody,
    answers: { 200: Profile, ...refusals, ...errorAnswers(403) },
  },
  userCard: {
    access: 'signed-in',
    tags,
    summary: 'A golfer in a few words: username, handicap, picture',
    params: UserIdParams,
    answers: { 200: UserCard, ...refusals },
  },
  publicProfile: {
    access: 'signed-in',
    tags,
    summary: 'A golfer’s public profile',
    params: z.object({ id: UserId }),
    answers: { 200: PublicProfile, ...refusals },
  },
});
