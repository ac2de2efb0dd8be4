/** Push notifications: the devices a golfer receives them on (apps/server/src/features/push/push.routes.ts). */
export const pushPaths = {
  pushPublicKey: 'GET /notifications/push-key',
  registerDevice: 'POST /notifications/register-device',
  unregisterDevice: 'DELETE /notifications/devices/:id',
} as const;
