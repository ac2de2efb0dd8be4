import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { createCoursesRepository } from '../courses';
import { coursesRoutes } from '../courses';
import { createCoursesService } from '../courses';
import { createFavoritesRepository } from '../favorites';
import { favoritesRoutes } from '../favorites';
import { createFavoritesService } from '../favorites';
import { createClubCatalogue, followClubChanges, loadCatalogue } from './catalogue';
import { createClubsRepository } from './clubs.repository';
import { clubsRoutes } from './clubs.routes';
import { createClubsService } from './clubs.service';

/**
 * The clubs, courses and favorites routes (`/golf-clubs…`, `/favorites-clubs…`) with their services, and the
 * server's club catalogue, reloaded whenever any server announces that clubs changed (catalogue.ts).
 */
export const clubsFeature: FastifyPluginAsyncZod<{ database: Database }> = async (api, { database }) => {
  const { db } = database;
  const catalogue = createClubCatalogue(() => loadCatalogue(db));
  const stopFollowing = await followClubChanges(database, catalogue);
  api.addHook('onClose', stopFollowing);
  const repository = createClubsRepository(db, catalogue);
  const courses = createCoursesService(createCoursesRepository(db));
  const clubs = createClubsService({ repository, courses });
  const favorites = createFavoritesService({
    repository: createFavoritesRepository(db),
    clubs: repository,
    clubIdOf: clubs.idOf,
  });
  await api.register(clubsRoutes, { clubs });
  await api.register(coursesRoutes, { clubs, courses });
  await api.register(favoritesRoutes, { favorites });
};
