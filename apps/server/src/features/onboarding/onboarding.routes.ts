import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { OnboardingService } from './onboarding.service';

/** The end of onboarding: checking a username, then creating the profile with it. */
export const onboardingRoutes: FastifyPluginAsync<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding },
) => {
  route(app, routes.usernameTaken, (request) => onboarding.isUsernameTaken(request.params.username));

  route(app, routes.createProfile, async (request, reply) => {
    const created = await onboarding.create(actorOf(request), request.params.username, request.body);
    return reply.status(201).send(created);
  });
};
