import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { PostsService } from './posts.service';

export const postsRoutes: FastifyPluginAsync<{ posts: PostsService }> = async (app, { posts }) => {
  route(app, routes.posts, (request) => posts.page(actorOf(request), request.query));
  route(app, routes.newPosts, (request) => posts.countNew(actorOf(request), request.query));
  route(app, routes.post, (request) => posts.get(actorOf(request), request.params.id));
  route(app, routes.postResult, (request) => posts.result(actorOf(request), request.params.id));
  route(app, routes.createPost, async (request, reply) =>
    reply.status(201).send(await posts.create(actorOf(request), request.body)),
  );
  route(app, routes.deletePost, async (request, reply) => {
    await posts.remove(actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
  route(app, routes.likePost, (request) => posts.like(actorOf(request), request.params.id));
  route(app, routes.unlikePost, (request) => posts.unlike(actorOf(request), request.params.id));
  route(app, routes.postLikes, (request) => posts.likers(actorOf(request), request.params.id));
  route(app, routes.postComments, (request) => posts.comments(actorOf(request), request.params.id));
  route(app, routes.createComment, async (request, reply) =>
    reply.status(201).send(await posts.comment(actorOf(request), request.params.id, request.body.content)),
  );
  route(app, routes.deleteComment, async (request, reply) => {
    await posts.removeComment(actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
  route(app, routes.likeComment, (request) => posts.likeComment(actorOf(request), request.params.id));
  route(app, routes.unlikeComment, (request) => posts.unlikeComment(actorOf(request), request.params.id));
  route(app, routes.hashtag, (request) => posts.hashtag(actorOf(request), request.params.topic));
  route(app, routes.searchHashtags, (request) => posts.searchHashtags(actorOf(request), request.query.query));
};
