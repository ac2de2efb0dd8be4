/** Courses, served with the clubs (clubs.plugin.ts): their repository, service and routes. */
export { createCoursesRepository } from './courses.repository';
export { coursesRoutes } from './courses.routes';
export { createCoursesService } from './courses.service';
export type { CoursesService } from './courses.service';
