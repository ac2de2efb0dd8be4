import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { NotificationAnswerers, NotificationsService } from './notifications.service';

/** The signed-in golfer's notifications: the list, the unread count, marking read, answering. */
export const notificationsRoutes: FastifyPluginAsync<{
  notifications: NotificationsService;
  answerers: NotificationAnswerers;
}> = async (app, { notifications, answerers }) => {
  route(app, routes.notifications, (request) => notifications.list(actorOf(request), request.query));
  route(app, routes.unreadNotifications, (request) => notifications.unread(actorOf(request)));
  route(app, routes.markNotificationsRead, (request) => notifications.markAllRead(actorOf(request)));
  route(app, routes.answerNotification, (request) =>
    notifications.answer(actorOf(request), request.params.notificationId, request.body.answer, answerers),
  );
};
