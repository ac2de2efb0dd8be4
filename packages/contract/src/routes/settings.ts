import { z } from 'zod';
import {
  AccountExport,
  DeleteAccountBody,
  NotificationSettings,
  ProviderParams,
  SignInMethods,
} from '../settings';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { settingsPaths } from './settings.paths';

const tags = ['settings'];

export const settingsRoutes = defineRoutes(settingsPaths, {
  notificationSettings: {
    access: 'signed-in',
    tags,
    summary: 'The golfer’s notification toggles (all on until changed)',
    answers: { 200: NotificationSettings, ...errorAnswers(401) },
  },
  updateNotificationSettings: {
    access: 'signed-in',
    tags,
    summary: 'Store the golfer’s seven notification toggles',
    body: NotificationSettings,
    answers: { 200: NotificationSettings, ...errorAnswers(400, 401) },
  },
  signInMethods: {
    access: 'signed-in',
    tags,
    summary:
      'How the golfer can sign in: a password, and Google and Apple (configured here or not, linked or not)',
    answers: { 200: SignInMethods, ...errorAnswers(401) },
  },
  unlinkProvider: {
    access: 'signed-in',
    tags,
    summary: 'Unlink Google or Apple from the account; never the last way to sign in (409)',
    params: ProviderParams,
    answers: { 200: SignInMethods, ...errorAnswers(400, 401, 404, 409) },
  },
  exportAccount: {
    access: 'signed-in',
    tags,
    summary: 'Everything Fairway holds about the golfer, as a JSON file (no password hash, no token)',
    answers: { 200: AccountExport, ...errorAnswers(401) },
  },
  deleteAccount: {
    access: 'signed-in',
    tags,
    summary:
      'Delete the account: personal data removed, sessions ended, media deleted; rounds played with others kept under “Deleted golfer”',
    body: DeleteAccountBody,
    answers: { 200: z.object({ status: z.literal('deleted') }), ...errorAnswers(400, 401) },
  },
});
