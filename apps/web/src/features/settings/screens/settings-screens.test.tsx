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
// Each screen is a lazy chunk, transformed on first use: give the first render time.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

vi.setConfig({ testTimeout: 20_000 });

const SESSIONS = [
  {
    id: 's-other',
    current: false,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ipAddress: '203.0.113.7',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-12-20T09:00:00.000Z',
  },
  {
    id: 's-mine',
    current: true,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ipAddress: '198.51.100.2',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    expiresAt: '2026-12-01T09:00:00.000Z',
  },
];

describe('/settings/account', () => {
  it('lists the signed-in devices, this one first, and ends another', async () => {
    const user = userEvent.setup();
    let sessions = SESSIONS;
    const { api, requests } = fakeApi((request) => {
      if (request.url === '/api/auth/list-sessions') return json(200, sessions);
      if (request.url === '/api/auth/revoke-session') {
        sessions = sessions.filter((session) => session.id !== 's-other');
        return json(200, { status: true });
      }
      return json(404, {});
    });
    renderApp({ path: '/settings/account', session: ready, api });
    await heading('My account');
    const region = screen.getByRole('region', { name: 'Signed-in devices' });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Firefox on LinuxThis device',
      'Safari on iOS',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('IP address 203.0.113.7');

    await user.click(within(rows[1]!).getByRole('button', { name: 'End session on Safari on iOS' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(bodyOf(requests.find((request) => request.url === '/api/auth/revoke-session'))).toEqual({
      id: 's-other',
    });
  });

  it('changes the password, ending the other devices, and keeps this one signed in with the new token', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeApi((request) => {
      if (request.url === '/api/auth/list-sessions') return json(200, SESSIONS);
      if (request.url === '/api/auth/change-password') {
        const { currentPassword } = bodyOf(request) as { currentPassword: string };
        return currentPassword === 'Old-pass-1!'
          ? new Response('{}', { status: 200, headers: { 'set-auth-token': 'renewed.token' } })
          : json(400, { error: { code: 'invalid_credentials', message: 'Invalid password' } });
      }
      return json(404, {});
    });
    renderApp({ path: '/settings/account', session: ready, api });
    await heading('My account');
    const form = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Wrong-pass-1!');
    await user.type(within(form).getByLabelText('New password'), 'New-pass-2?');
    await user.type(within(form).getByLabelText('Confirm new password'), 'New-pass-2?');
    expect(
      within(form).getByRole<HTMLInputElement>('checkbox', { name: /Sign out of other devices/ }).checked,
    ).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current password is not correct.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Current password')));

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'Old-pass-1!');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('renewed.token');
    const changes = requests.filter((request) => request.url === '/api/auth/change-password');
    expect(bodyOf(changes.at(-1))).toEqual({
      currentPassword: 'Old-pass-1!',
      newPassword: 'New-pass-2?',
      revokeOtherSessions: true,
    });
  });
});

describe('/settings', () => {
  it('lists edit profile, display, notifications, languages and my account', async () => {
    const { api } = fakeApi(() => json(404, {}));
    renderApp({ path: '/settings', session: ready, api });
    await heading('Settings');
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/menu',
      '/settings/edit-profile',
      '/settings/display',
      '/settings/notifications',
      '/settings/languages',
      '/settings/account',
    ]);
  });

  it('switches the theme on /settings/display and the language on /settings/languages', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(() => json(404, {}));
    const display = renderApp({ path: '/settings/display', session: ready, api });
    await heading('Display');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    display.unmount();

    renderApp({ path: '/settings/languages', session: ready, api });
    await heading('Languages');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await heading('Sprachen')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('de');
  });
});

describe('/menu', () => {
  it('stores the distance units', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(() => json(404, {}));
    renderApp({ path: '/menu', session: ready, api });
    await heading('Menu');
    await user.click(screen.getByRole('radio', { name: 'Yards' }));
    expect(localStorage.getItem(STORAGE_KEYS.units)).toBe('yards');
  });

  it('turns debug mode on after nine taps on "Beta 1.2": the overlay and the debug tools appear', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(() => json(404, {}));
    renderApp({ path: '/menu', session: ready, api });
    await heading('Menu');
    const version = screen.getByRole('button', { name: 'Beta 1.2' });
    for (let tap = 1; tap <= 5; tap++) await user.click(version);
    expect(screen.getByText('4 more taps to turn debug mode on')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Debug tools' })).toBeNull();
    for (let tap = 6; tap <= 9; tap++) await user.click(version);

    expect(localStorage.getItem(STORAGE_KEYS.debug)).toBe('1');
    expect(await screen.findByText('Debug mode is on.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Debug tools' }).getAttribute('href')).toBe('/debug');

    // The overlay: a banner that opens the panel and its seven tabs.
    await user.click(await screen.findByRole('button', { name: 'Debug' }, { timeout: 5_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Debug' });
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Navigation', 'User', 'Profile', 'Device', 'Theme', 'Env', 'Settings']);
    expect(within(panel).getByText('Path').nextElementSibling?.textContent).toBe('/menu');
    await user.click(within(panel).getByRole('tab', { name: 'Settings' }));
    await user.click(within(panel).getByRole('radio', { name: 'Top left' }));
    expect(localStorage.getItem(STORAGE_KEYS.debugBanner)).toBe('top-left');
  });
});

describe('/debug', () => {
  it('has General and iOS tabs, and says which device features this browser lacks', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(() => json(404, {}));
    renderApp({ path: '/debug', session: ready, api });
    await heading('Debug tools');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'iOS']);
    expect(screen.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/create-round');
    await user.click(screen.getByRole('tab', { name: 'iOS' }));
    // jsdom has neither vibration nor notifications: a browser without them.
    const haptics = screen.getByText('Haptics').closest('li');
    expect(haptics?.textContent).toContain('Not available in this browser.');
    expect(screen.getByRole('button', { name: 'Reload the app' })).toBeTruthy();
  });
});
