import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { ClubsService } from './clubs.service';

/**
 * The club list is the API's busiest read (the explore page, every move of the map). Its clubs are built field by
 * field by `toClub`, typed as the contract's `Club`, so nothing else can slip in; it is written with JSON.stringify
 * instead of being checked against its schema again on every request, which cost about a tenth of the route's CPU
 * (bench/README.md, clubs). The schema still documents it, and the tests parse its answers with it.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export const clubsRoutes: FastifyPluginAsync<{ clubs: ClubsService }> = async (app, { clubs }) => {
  route(app, routes.clubs, (request) => clubs.list(actorOf(request), request.query), {
    serializerCompiler: plainJson,
  });

  route(app, routes.clubsByCountry, (request) => clubs.byCountry(request.query.country));

  route(app, routes.clubSuggestions, (request) => clubs.suggestions(actorOf(request), request.query));

  route(app, routes.acceptClubSuggestion, (request) => clubs.accept(actorOf(request), request.params.id));

  route(app, routes.rejectClubSuggestion, (request) => clubs.reject(actorOf(request), request.params.id));

  route(app, routes.clubDetail, (request) => clubs.get(actorOf(request), request.params.id));

  route(app, routes.editClub, (request) => clubs.edit(actorOf(request), request.params.id, request.body));

  route(app, routes.suggestClubChange, async (request, reply) =>
    reply.status(201).send(await clubs.suggest(actorOf(request), request.params.id, request.body)),
  );
};
