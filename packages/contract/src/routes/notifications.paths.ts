/** The golfer's notifications (apps/server/src/features/notifications/notifications.routes.ts). */
export const notificationsPaths = {
  notifications: 'GET /notifications',
  unreadNotifications: 'GET /notifications/unread',
  markNotificationsRead: 'POST /notifications/read',
  answerNotification: 'POST /notifications/:notificationId/answer',
} as const;
