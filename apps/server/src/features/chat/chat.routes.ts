import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { ChatService } from './chat.service';

export const chatRoutes: FastifyPluginAsync<{ chat: ChatService }> = async (app, { chat }) => {
  route(app, routes.chatList, (request) => chat.list(actorOf(request)));
  route(app, routes.createChat, (request) => chat.create(actorOf(request), request.body));
  route(app, routes.chatDetail, (request) => chat.detail(actorOf(request), request.params.chatId));
  route(app, routes.renameChat, (request) =>
    chat.rename(actorOf(request), request.params.chatId, request.body.name),
  );
  route(app, routes.setChatImage, (request) =>
    chat.setImage(actorOf(request), request.params.chatId, request.body.imageUrl),
  );
  route(app, routes.removeChatMember, async (request, reply) => {
    await chat.removeMember(actorOf(request), request.params.chatId, request.params.memberId);
    return reply.status(204).send(null);
  });
  route(app, routes.chatMessages, (request) =>
    chat.messages(actorOf(request), request.params.chatId, request.query),
  );
  route(app, routes.sendMessage, async (request, reply) =>
    reply.status(201).send(await chat.send(actorOf(request), request.params.chatId, request.body)),
  );
  route(app, routes.deleteMessage, async (request, reply) => {
    await chat.deleteMessage(actorOf(request), request.params.chatId, request.params.messageId);
    return reply.status(204).send(null);
  });
  route(app, routes.reactToMessage, (request) =>
    chat.react(actorOf(request), request.params.chatId, request.params.messageId, request.body.emoji),
  );
  route(app, routes.removeReaction, (request) =>
    chat.react(actorOf(request), request.params.chatId, request.params.messageId, null),
  );
  route(app, routes.markChatRead, (request) => chat.markRead(actorOf(request), request.params.chatId));
};
