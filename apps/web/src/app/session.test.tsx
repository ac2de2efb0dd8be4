// @vitest-environment jsdom
import '../test/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import type { ApiClient } from '../lib/api';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { buildProfile, fakeApi, json } from '../test/factories';
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

function renderSession(api: ApiClient, initialSession?: InitialSession) {
  const queryClient = new QueryClient();
  render(
    <I18nextProvider i18n={createI18n()}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider api={api} initialSession={initialSession} retry={{ count: 0, delayMs: 0 }}>
          <Probe onSession={keep} />
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { queryClient };
}

const status = () => screen.getByTestId('status').textContent;

describe('SessionProvider', () => {
  it('is signed out without a stored token, and asks nothing', () => {
    const { api, requests } = fakeApi(() => json(200, buildProfile()));
    renderSession(api);
    expect(status()).toBe('signed-out');
    expect(current?.token).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('is ready with the profile when GET /api/profile answers 200', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    const { api, requests } = fakeApi(() => json(200, buildProfile({ username: 'ace' })));
    renderSession(api);
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('ready'));
    expect(current?.profile?.username).toBe('ace');
    expect(current?.token).toBe('stored-token');
    expect(requests[0]?.url).toBe('/api/profile');
  });

  it('is no-profile when the API answers 404', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const { api } = fakeApi(() => json(404, { error: { code: 'profile_not_found', message: 'none' } }));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('no-profile'));
    expect(current?.profile).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
  });

  it('drops a token the API refuses (401) and is signed out', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const { api } = fakeApi(() => json(401, { error: { code: 'unauthorized', message: 'no' } }));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(current?.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('shows the error and signs out when the server cannot be reached (after the retries)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const { api } = fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSession(api);
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(
      await screen.findByText('Unable to connect to the server. Check your internet connection.'),
    ).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('signs in with setToken(token) and out with setToken(null)', async () => {
    const { api } = fakeApi(() => json(200, buildProfile()));
    renderSession(api);
    expect(status()).toBe('signed-out');

    act(() => current?.setToken('fresh'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh');
    await waitFor(() => expect(status()).toBe('ready'));

    act(() => current?.setToken(null));
    expect(status()).toBe('signed-out');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('asks again on refresh(): after onboarding, the new profile arrives', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    let hasProfile = false;
    const { api } = fakeApi(() =>
      hasProfile
        ? json(200, buildProfile())
        : json(404, { error: { code: 'profile_not_found', message: '' } }),
    );
    renderSession(api);
    await waitFor(() => expect(status()).toBe('no-profile'));
    hasProfile = true;
    await act(() => current?.refresh());
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
