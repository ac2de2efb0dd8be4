/** Posts, likes, comments and hashtags: their repository, service and routes. */
export { createPostsRepository } from './posts.repository';
export type { PostsRepository } from './posts.repository';
export { postsRoutes } from './posts.routes';
export { createPostsService } from './posts.service';
export type { PostsService, SharedRounds } from './posts.service';
