import {
  Bag,
  BagClub,
  BagClubDeleted,
  BagClubInput,
  BagClubParams,
  Brands,
  BrandsQuery,
  ErrorBody,
  UpdateBagBody,
  UserBagParams,
} from '@fairway/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/actor';
import type { BagService } from './bag.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export const bagRoutes: FastifyPluginAsyncZod<{ bag: BagService }> = async (app, { bag }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/golf-gear/my-bag',
    {
      schema: {
        tags: ['bag'],
        summary: 'The signed-in golfer’s clubs, in bag order',
        response: { 200: Bag, ...errors },
      },
    },
    (request) => bag.myBag(actorOf(request)),
  );

  app.post(
    '/golf-gear/update-bag',
    {
      schema: {
        tags: ['bag'],
        summary: 'Replace the signed-in golfer’s bag (at most 14 clubs in it)',
        body: UpdateBagBody,
        response: { 200: Bag, ...errors },
      },
    },
    (request) => bag.updateBag(actorOf(request), request.body),
  );

  app.get(
    '/golf-gear/brands',
    {
      schema: {
        tags: ['bag'],
        summary: 'Club brands, by name; `query` searches them',
        querystring: BrandsQuery,
        response: { 200: Brands, ...errors },
      },
    },
    (request) => bag.brands(request.query.query),
  );

  app.get(
    '/golf-gear/users/:userId/clubs',
    {
      schema: {
        tags: ['bag'],
        summary: 'The clubs a golfer has in the bag, in bag order',
        params: UserBagParams,
        response: { 200: Bag, ...errors },
      },
    },
    (request) => bag.bagOf(actorOf(request), request.params.userId),
  );

  app.get(
    '/golf-gear/:id',
    {
      schema: {
        tags: ['bag'],
        summary: 'One of the signed-in golfer’s clubs',
        params: BagClubParams,
        response: { 200: BagClub, ...errors },
      },
    },
    (request) => bag.club(actorOf(request), request.params.id),
  );

  app.put(
    '/golf-gear/:id',
    {
      schema: {
        tags: ['bag'],
        summary: 'Rewrite one of the signed-in golfer’s clubs',
        params: BagClubParams,
        body: BagClubInput,
        response: { 200: BagClub, ...errors },
      },
    },
    (request) => bag.updateClub(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/golf-gear/:id',
    {
      schema: {
        tags: ['bag'],
        summary: 'Remove one of the signed-in golfer’s clubs',
        params: BagClubParams,
        response: { 200: BagClubDeleted, ...errors },
      },
    },
    (request) => bag.removeClub(actorOf(request), request.params.id),
  );
};
