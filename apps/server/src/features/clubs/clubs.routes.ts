import {
  ByCountryQuery,
  ClubDetail,
  ClubEditBody,
  ClubIdParams,
  ClubPinsPage,
  ClubSummariesPage,
  ClubSuggestion,
  ClubSuggestionBody,
  ClubsPage,
  ClubsQuery,
  CountryRegions,
  ErrorBody,
  SuggestionIdParams,
  SuggestionsPage,
  SuggestionsQuery,
} from '@fairway/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/actor';
import type { ClubsService } from './clubs.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The club list is the API's busiest read (the explore page, every move of the map). Its clubs are built field by
 * field by `toClub`, typed as the contract's `Club`, so nothing else can slip in; it is written with JSON.stringify
 * instead of being checked against its schema again on every request, which cost about a tenth of the route's CPU
 * (bench/README.md, clubs). The schema still documents it, and the tests parse its answers with it.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export const clubsRoutes: FastifyPluginAsyncZod<{ clubs: ClubsService }> = async (app, { clubs }) => {
  // onRequest, not preHandler: a request without a session is refused before its body is even validated.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/golf-clubs',
    {
      schema: {
        tags: ['clubs'],
        summary:
          'Search clubs: text, country and region, holes, amenities, map viewport, nearest to a location',
        description:
          '`bounds` is `west,south,east,north` in degrees, the same order as `swLng,swLat,neLng,neLat`. With ' +
          '`latitude`/`longitude` each club has `distance` (km) and clubs lie within `maxDistance` km (default 50; ' +
          'not applied to a text search or a viewport unless given). `view=summary` answers each club as a ' +
          "list's row shows it (`ClubSummary`: about a third of the bytes); `view=map` as a map marks it " +
          '(`ClubPin`: about a quarter of the bytes), for a map of up to 100 clubs.',
        querystring: ClubsQuery,
        response: { 200: z.union([ClubsPage, ClubSummariesPage, ClubPinsPage]), ...errors },
      },
      serializerCompiler: plainJson,
    },
    (request) => clubs.list(actorOf(request), request.query),
  );

  app.get(
    '/golf-clubs/by-country',
    {
      schema: {
        tags: ['clubs'],
        summary: 'The regions of a country with their number of clubs',
        querystring: ByCountryQuery,
        response: { 200: CountryRegions, ...errors },
      },
    },
    (request) => clubs.byCountry(request.query.country),
  );

  app.get(
    '/golf-clubs/suggestions',
    {
      schema: {
        tags: ['clubs'],
        summary: 'Suggested corrections of clubs, oldest first (admins)',
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsPage, ...errors },
      },
    },
    (request) => clubs.suggestions(actorOf(request), request.query),
  );

  app.post(
    '/golf-clubs/suggestions/:id/accept',
    {
      schema: {
        tags: ['clubs'],
        summary: 'Accept a suggestion and apply its changes (admins)',
        params: SuggestionIdParams,
        response: { 200: ClubSuggestion, 409: ErrorBody, ...errors },
      },
    },
    (request) => clubs.accept(actorOf(request), request.params.id),
  );

  app.post(
    '/golf-clubs/suggestions/:id/reject',
    {
      schema: {
        tags: ['clubs'],
        summary: 'Reject a suggestion (admins)',
        params: SuggestionIdParams,
        response: { 200: ClubSuggestion, 409: ErrorBody, ...errors },
      },
    },
    (request) => clubs.reject(actorOf(request), request.params.id),
  );

  app.get(
    '/golf-clubs/:id',
    {
      schema: {
        tags: ['clubs'],
        summary: 'A club by id or slug, with its courses, tees, holes and hole geometry',
        params: ClubIdParams,
        response: { 200: ClubDetail, ...errors },
      },
    },
    (request) => clubs.get(actorOf(request), request.params.id),
  );

  app.post(
    '/golf-clubs/:id',
    {
      schema: {
        tags: ['clubs'],
        summary: 'Edit a club (admins; others suggest a correction instead)',
        params: ClubIdParams,
        body: ClubEditBody,
        response: { 200: ClubDetail, ...errors },
      },
    },
    (request) => clubs.edit(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/golf-clubs/:id/suggestions',
    {
      schema: {
        tags: ['clubs'],
        summary: 'Suggest a correction of a club, for an admin to review',
        params: ClubIdParams,
        body: ClubSuggestionBody,
        response: { 201: ClubSuggestion, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await clubs.suggest(actorOf(request), request.params.id, request.body)),
  );
};
