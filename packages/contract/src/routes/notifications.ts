import {
  AnswerNotificationBody,
  Notification,
  NotificationIdParams,
  NotificationsPage,
  NotificationsQuery,
  UnreadNotifications,
} from '../notifications';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { notificationsPaths } from './notifications.paths';

const tags = ['notifications'];
const refusals = errorAnswers(400, 401);

export const notificationsRoutes = defineRoutes(notificationsPaths, {
  notifications: {
    access: 'signed-in',
    tags,
    summary: 'The signed-in golfer’s notifications, newest first, paged (grouped while unread)',
    query: NotificationsQuery,
    answers: { 200: NotificationsPage, ...refusals },
  },
  unreadNotifications: {
    access: 'signed-in',
    tags,
    summary: 'How many of the signed-in golfer’s notifications are unread (the unread dot)',
    answers: { 200: UnreadNotifications, ...refusals },
  },
  markNotificationsRead: {
    access: 'signed-in',
    tags,
    summary: 'Marks every notification of the signed-in golfer read (opening the notifications screen)',
    answers: { 200: UnreadNotifications, ...refusals },
  },
  answerNotification: {
    access: 'signed-in',
    tags,
    summary:
      'Accepts or declines the friend request or round invitation of one of the signed-in golfer’s notifications',
    params: NotificationIdParams,
    body: AnswerNotificationBody,
    answers: { 200: Notification, ...refusals, ...errorAnswers(403, 404, 409) },
  },
});
