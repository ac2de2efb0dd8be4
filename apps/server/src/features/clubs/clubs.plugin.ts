import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { createCoursesRepository } from '../courses/courses.repository';
import { coursesRoutes } from '../courses/courses.routes';
import { createCoursesService } from '../courses/courses.service';
import { createFavoritesRepository } from '../favorites/favorites.repository';
import { favoritesRoutes } from '../favorites/favorites.routes';
import { createFavoritesService } from '../favorites/favorites.service';
import { createClubsRepository } from './clubs.repository';
import { clubsRoutes } from './clubs.routes';
import { createClubsService } from './clubs.service';

/** The clubs, courses and favorites routes (`/golf-clubs…`, `/favorites-clubs…`) with their services. */
export const clubsFeature: FastifyPluginAsyncZod<{ db: Db; memoryTtlMs?: number }> = async (
  api,
  { db, memoryTtlMs },
) => {
  const repository = createClubsRepository(db, memoryTtlMs === undefined ? {} : { memoryTtlMs });
  const clubs = createClubsService({
    repository,
    courses: createCoursesService(createCoursesRepository(db)),
  });
  const favorites = createFavoritesService({
    repository: createFavoritesRepository(db),
    clubs: repository,
    clubIdOf: clubs.idOf,
  });
  await api.register(clubsRoutes, { clubs });
  await api.register(coursesRoutes, { clubs });
  await api.register(favoritesRoutes, { favorites });
};
