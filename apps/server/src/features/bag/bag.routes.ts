import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { BagService } from './bag.service';

export const bagRoutes: FastifyPluginAsync<{ bag: BagService }> = async (app, { bag }) => {
  route(app, routes.myBag, (request) => bag.myBag(actorOf(request)));

  route(app, routes.updateBag, (request) => bag.updateBag(actorOf(request), request.body));

  route(app, routes.brands, (request) => bag.brands(request.query.query));

  route(app, routes.userBag, (request) => bag.bagOf(actorOf(request), request.params.userId));

  route(app, routes.bagClub, (request) => bag.club(actorOf(request), request.params.id));

  route(app, routes.updateBagClub, (request) =>
    bag.updateClub(actorOf(request), request.params.id, request.body),
  );

  route(app, routes.removeBagClub, (request) => bag.removeClub(actorOf(request), request.params.id));
};
