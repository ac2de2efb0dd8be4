// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'mine.signature' };
const bodyOf = (request: RecordedRequest | undefined): unknown => JSON.parse(request?.body as string);
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

vi.setConfig({ testTimeout: 20_000 });

const ALL_ON = {
  friendRequests: true,
  gameInvitations: true,
  newMessages: true,
  friendsPosts: true,
  postResponses: true,
  announcements: true,
  clubEvents: true,
};

describe('/settings/notifications', () => {
  it('shows the seven toggles as the server stores them and saves a change', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeApi((request) => {
      if (request.url === '/api/settings/notifications' && request.method === 'GET') {
        return json(200, { ...ALL_ON, clubEvents: false });
      }
      if (request.url === '/api/settings/notifications' && request.method === 'PUT') {
        return json(200, bodyOf(request));
      }
      return json(404, {});
    });
    renderApp({ path: '/settings/notifications', session: ready, api });
    await heading('Notifications');
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(7);
    expect(screen.getByRole('switch', { name: 'New events at my clubs' })).toHaveProperty('checked', false);

    await user.click(screen.getByRole('switch', { name: 'New messages' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(bodyOf(requests.find((request) => request.method === 'PUT'))).toEqual({
      ...ALL_ON,
      clubEvents: false,
      newMessages: false,
    });
    expect(screen.getByRole('switch', { name: 'New messages' })).toHaveProperty('checked', false);
  });

  it('puts a switch back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi((request) => {
      if (request.url !== '/api/settings/notifications') return json(404, {});
      if (request.method === 'GET') return json(200, ALL_ON);
      return json(500, { error: { code: 'internal_error', message: 'down' } });
    });
    renderApp({ path: '/settings/notifications', session: ready, api });
    await user.click(await screen.findByRole('switch', { name: 'Friend requests' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Friend requests' })).toHaveProperty('checked', true),
    );
  });
});

describe('/settings/account: sign-in methods, export and deletion', () => {
  const methods = (overrides: object = {}) => ({
    hasPassword: true,
    providers: [
      { id: 'google', configured: false, linked: false, linkedAt: null },
      { id: 'apple', configured: true, linked: false, linkedAt: null },
    ],
    ...overrides,
  });

  it('says honestly when a provider is not available, and never offers to unlink the last way in', async () => {
    const { api } = fakeApi((request) => {
      if (request.url === '/api/settings/account/sign-in-methods') {
        return json(
          200,
          methods({
            hasPassword: false,
            providers: [
              { id: 'google', configured: true, linked: true, linkedAt: '2026-01-01T00:00:00.000Z' },
              { id: 'apple', configured: false, linked: false, linkedAt: null },
            ],
          }),
        );
      }
      if (request.url === '/api/auth/list-sessions') return json(200, []);
      return json(404, {});
    });
    renderApp({ path: '/settings/account', session: ready, api });
    await heading('My account');
    const region = screen.getByRole('region', { name: 'Ways to sign in' });
    expect(await within(region).findByText('Your only way to sign in: it cannot be unlinked.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Unlink Google' })).toHaveProperty('disabled', true);
    expect(
      within(region).getByText('Signing in with Apple is not available on this Fairway server.'),
    ).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Link Apple' })).toBeNull();
  });

  it('unlinks a provider while the password remains', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeApi((request) => {
      if (request.url === '/api/settings/account/sign-in-methods') {
        return json(
          200,
          methods({
            providers: [
              { id: 'google', configured: true, linked: true, linkedAt: '2026-01-01T00:00:00.000Z' },
              { id: 'apple', configured: true, linked: false, linkedAt: null },
            ],
          }),
        );
      }
      if (request.url === '/api/settings/account/providers/google') return json(200, methods());
      if (request.url === '/api/auth/list-sessions') return json(200, []);
      return json(404, {});
    });
    renderApp({ path: '/settings/account', session: ready, api });
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    await waitFor(() =>
      expect(requests.some((request) => request.url === '/api/settings/account/providers/google')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Link Apple' })).toBeTruthy();
  });

  it('deletes the account only once the username is typed, then signs this device out', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeApi((request) => {
      if (request.url === '/api/settings/account/sign-in-methods') return json(200, methods());
      if (request.url === '/api/auth/list-sessions') return json(200, []);
      if (request.url === '/api/settings/account' && request.method === 'DELETE') {
        return json(200, { status: 'deleted' });
      }
      return json(404, {});
    });
    localStorage.setItem(STORAGE_KEYS.token, 'mine.signature');
    renderApp({ path: '/settings/account', session: ready, api });
    await heading('My account');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Type your username jdoe to confirm'), 'jdo');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Type your username jdoe to confirm'), 'e');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    await waitFor(() =>
      expect(bodyOf(requests.find((request) => request.method === 'DELETE'))).toEqual({
        confirmation: 'jdoe',
      }),
    );
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
  });
});

describe('/settings/account without a password', () => {
  it('says how to set one instead of asking for a current password', async () => {
    const { api } = fakeApi((request) => {
      if (request.url === '/api/settings/account/sign-in-methods') {
        return json(200, {
          hasPassword: false,
          providers: [
            { id: 'google', configured: true, linked: true, linkedAt: '2026-01-01T00:00:00.000Z' },
            { id: 'apple', configured: false, linked: false, linkedAt: null },
          ],
        });
      }
      if (request.url === '/api/auth/list-sessions') return json(200, []);
      return json(404, {});
    });
    renderApp({ path: '/settings/account', session: ready, api });
    await heading('My account');
    const region = screen.getByRole('region', { name: 'Change password' });
    expect(await within(region).findByText(/and have no password/)).toBeTruthy();
    expect(within(region).queryByLabelText('Current password')).toBeNull();
  });
});
