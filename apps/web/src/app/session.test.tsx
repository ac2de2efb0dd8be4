// @vitest-environment jsdom
import '../test/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { englishResources } from '../i18n/english';
import type { ApiClient } from '../lib/api';
import { emitSessionEvent } from '../lib/session-events';
import { STARTUP_TIMING, type StartupTiming } from '../lib/startup';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../test/factories';
import { SessionProvider, useSession, type InitialSession, type Session } from './session';

let current: Session | null = null;
const keep = (session: Session) => {
  current = session;
};

/** Shows the status and hands the session to the test after each render. */
function Probe({ onSession }: { onSession: (session: Session) => void }) {
  const session = useSession();
  useEffect(() => onSession(session));
  return <p data-testid="status">{session.status}</p>;
}

/** The start-up rules with short delays, so that the tests run in milliseconds. */
const FAST: StartupTiming = { ...STARTUP_TIMING, retryDelayMs: 1, slowAfterMs: 10_000, splashMs: 0 };

function renderSession(api: ApiClient, initialSession?: InitialSession, timing: StartupTiming = FAST) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n(englishResources)}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider api={api} initialSession={initialSession} timing={timing}>
          <Probe onSession={keep} />
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { queryClient };
}

const status = () => screen.getByTestId('status').textContent;
const profileCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/profile');
const notFound = () => json(404, { error: { code: 'profile_not_found', message: '' } });

/** Answers /api/config like the server, and everything else with `respond`. */
function withConfig(
  respond: (request: RecordedRequest) => Response | Promise<Response>,
  environment = 'test:pglite',
) {
  return (request: RecordedRequest) =>
    request.url === '/api/config'
      ? json(200, { socialProviders: [], devMailbox: null, environment })
      : respond(request);
}

describe('SessionProvider', () => {
  it('is signed out without a stored token, and asks nothing', () => {
    const { api, requests } = fakeApi(() => json(200, buildProfile()));
    renderSession(api);
    expect(status()).toBe('signed-out');
    expect(current?.token).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('is ready with the profile when GET /api/profile answers 200, and caches it', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    const { api, requests } = fakeApi(withConfig(() => json(200, buildProfile({ username: 'ace' }))));
    renderSession(api);
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('ready'));
    expect(current?.profile?.username).toBe('ace');
    expect(current?.token).toBe('stored-token');
    expect(profileCalls(requests)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.profile) ?? '{}')).toMatchObject({ username: 'ace' });
    expect(Number(localStorage.getItem(STORAGE_KEYS.profileTimestamp))).toBeGreaterThan(Date.now() - 5_000);
  });

  it('uses a cached profile younger than 24 h without asking', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify(buildProfile({ firstName: 'Cached' })));
    localStorage.setItem(STORAGE_KEYS.profileTimestamp, String(Date.now() - 60_000));
    const { api, requests } = fakeApi(withConfig(() => json(200, buildProfile())));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('ready'));
    expect(current?.profile?.firstName).toBe('Cached');
    expect(profileCalls(requests)).toHaveLength(0);
  });

  it('falls back on an older cache when the server is unreachable, and says so', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify(buildProfile({ firstName: 'Old' })));
    localStorage.setItem(STORAGE_KEYS.profileTimestamp, String(Date.now() - 30 * 3_600_000));
    const { api } = fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('ready'));
    expect(current?.profile?.firstName).toBe('Old');
    expect(await screen.findByText('Using cached profile data (server unavailable)')).toBeTruthy();
  });

  it('is no-profile when the API answers 404, and keeps the token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const { api } = fakeApi(withConfig(notFound));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('no-profile'));
    expect(current?.profile).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
  });

  it('drops a token the API refuses (401) and says the session expired', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const { api } = fakeApi(withConfig(() => json(401, { error: { code: 'unauthorized', message: 'no' } })));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(current?.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
  });

  it('shows the network-problem screen when the server stays unreachable; Retry counts the attempts; then signs out', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const { api, requests } = fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSession(api);

    expect(await screen.findByRole('heading', { name: 'Network connection issue' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Unable to connect to server.');
    expect(profileCalls(requests)).toHaveLength(4); // the first try and 3 automatic retries
    const retry = screen.getByRole('button', { name: 'Retry Connection' });
    expect(document.activeElement).toBe(retry);

    for (const attempt of [1, 2]) {
      await user.click(screen.getByRole('button', { name: 'Retry Connection' }));
      expect(await screen.findByText(`Attempt ${attempt} of 3`)).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(await screen.findByText('Failed to fetch user profile after multiple attempts.')).toBeTruthy();
    expect(status()).toBe('signed-out');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(profileCalls(requests)).toHaveLength(16);
  });

  it('shows the network-problem screen while a look-up hangs longer than the limit', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const { api } = fakeApi(() => new Promise<Response>(() => undefined));
    renderSession(api, undefined, { ...FAST, slowAfterMs: 30 });
    expect(await screen.findByRole('heading', { name: 'Network connection issue' })).toBeTruthy();
    expect(screen.queryByTestId('status')).toBeNull();
  });

  it('signs in with setToken(token), and out with setToken(null), ending the server session', async () => {
    const { api, requests } = fakeApi(withConfig(() => json(200, buildProfile())));
    renderSession(api);
    expect(status()).toBe('signed-out');

    act(() => current?.setToken('fresh'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh');
    await waitFor(() => expect(status()).toBe('ready'));

    await act(() => current?.signOut());
    expect(status()).toBe('signed-out');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();
    const signOut = requests.find((request) => request.url === '/api/auth/sign-out');
    expect(signOut).toMatchObject({ method: 'POST' });
    expect(signOut?.headers.authorization).toBe('Bearer fresh');
  });

  it('refresh() resolves once the new answer is in the session: after onboarding, the profile', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    let hasProfile = false;
    const { api } = fakeApi(withConfig(() => (hasProfile ? json(200, buildProfile()) : notFound())));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('no-profile'));
    hasProfile = true;
    let refreshing: Promise<void> | undefined;
    act(() => {
      refreshing = current?.refresh();
    });
    expect(status()).toBe('no-profile'); // in the background: no loader
    await act(() => refreshing);
    expect(status()).toBe('ready');
  });

  it('signs out when the API client reports the current token refused, not an older one', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const { api } = fakeApi(withConfig(() => json(200, buildProfile())));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('ready'));
    act(() => emitSessionEvent({ type: 'expired', token: 'older' }));
    expect(status()).toBe('ready');
    act(() => emitSessionEvent({ type: 'token-renewed', token: 'renewed' }));
    expect(current?.token).toBe('renewed');
    act(() => emitSessionEvent({ type: 'expired', token: 'renewed' }));
    expect(status()).toBe('signed-out');
  });

  it('signs out and clears local storage when the environment marker changed (platform.md §4)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.envMarker, 'development:pglite');
    localStorage.setItem(STORAGE_KEYS.units, 'yards');
    localStorage.setItem(STORAGE_KEYS.locale, 'fr');
    const { api } = fakeApi(withConfig(() => json(200, buildProfile()), 'production:postgres'));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.units)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('fr');
    expect(localStorage.getItem(STORAGE_KEYS.envMarker)).toBe('production:postgres');
  });

  it('remembers the environment on the first visit and stays signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const { api } = fakeApi(withConfig(() => json(200, buildProfile())));
    renderSession(api);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.envMarker)).toBe('test:pglite'));
    await waitFor(() => expect(status()).toBe('ready'));
  });

  it('starts from initialSession without asking the API (the test-only seam)', () => {
    const { api, requests } = fakeApi(() => json(500, {}));
    renderSession(api, { status: 'ready', profile: buildProfile({ firstName: 'Seeded' }), token: 'seed' });
    expect(status()).toBe('ready');
    expect(current?.profile?.firstName).toBe('Seeded');
    expect(requests).toHaveLength(0);
  });
});
