import { z } from 'zod';
import { DeviceIdParams, PushPublicKey, RegisterDeviceBody, RegisteredDevice } from '../push';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { pushPaths } from './push.paths';

const tags = ['push'];

export const pushRoutes = defineRoutes(pushPaths, {
  pushPublicKey: {
    access: 'signed-in',
    tags,
    summary: 'The server’s VAPID public key, which a browser needs to subscribe to Web Push (null when off)',
    answers: { 200: PushPublicKey, ...errorAnswers(401) },
  },
  registerDevice: {
    access: 'signed-in',
    tags,
    summary:
      'Register the signed-in golfer’s device for pushes: a Web Push subscription or an FCM/APNs token',
    body: RegisterDeviceBody,
    answers: { 200: RegisteredDevice, ...errorAnswers(400, 401, 403) },
  },
  unregisterDevice: {
    access: 'signed-in',
    tags,
    summary: 'Forget one of the signed-in golfer’s devices (on sign-out or when pushes are turned off)',
    params: DeviceIdParams,
    answers: { 204: z.null(), ...errorAnswers(400, 401, 404) },
  },
});
