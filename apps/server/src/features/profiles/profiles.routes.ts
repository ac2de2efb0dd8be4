import {
  AvatarBody,
  CreateProfileBody,
  ErrorBody,
  Profile,
  PublicProfile,
  UserSuggestion,
  UsernameTaken,
} from '@fairway/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/actor';
import type { ProfilesService } from './profiles.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (
  app,
  { profiles },
) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profiles'],
        summary: 'The signed-in user’s profile (404: none yet)',
        response: { 200: Profile, ...errors },
      },
    },
    (request) => profiles.getOwn(actorOf(request)),
  );

  app.get(
    '/username/:username',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Whether a username is taken (false: available)',
        params: z.object({ username: z.string().max(64) }),
        response: { 200: UsernameTaken, ...errors },
      },
    },
    (request) => profiles.isUsernameTaken(request.params.username),
  );

  app.post(
    '/profile/:username',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Create the signed-in user’s profile',
        params: z.object({ username: z.string().max(64) }),
        body: CreateProfileBody,
        response: { 201: Profile, ...errors },
      },
    },
    async (request, reply) => {
      const created = await profiles.create(actorOf(request), request.params.username, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/profile/:uid/avatar',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Set the signed-in golfer’s avatar (an uploaded image or a preset)',
        params: z.object({ uid: z.string().max(64) }),
        body: AvatarBody,
        response: { 200: Profile, ...errors, 403: ErrorBody },
      },
    },
    (request) => profiles.setAvatar(actorOf(request), request.params.uid, request.body.image),
  );

  app.get(
    '/users/search',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Find golfers by username or name (2+ characters)',
        querystring: z.object({ query: z.string().max(64).default('') }),
        response: { 200: z.array(UserSuggestion), ...errors },
      },
    },
    (request) => profiles.search(actorOf(request), request.query.query),
  );

  app.get(
    '/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'A golfer’s public profile',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: PublicProfile, ...errors },
      },
    },
    (request) => profiles.getPublic(request.params.id),
  );
};
