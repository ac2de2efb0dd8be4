import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { SitesService } from './sites.service';

export const sitesRoutes: FastifyPluginAsync<{ sites: SitesService }> = async (app, { sites }) => {
  route(app, routes.getSitePreview, (request) => sites.preview(actorOf(request), request.query.url));
};
