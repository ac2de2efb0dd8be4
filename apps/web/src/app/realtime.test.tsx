// @vitest-environment jsdom
import '../test/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { englishResources } from '../i18n/english';
import { FakeSocket } from '../test/fake-socket';
import { buildProfile, fakeApi, json } from '../test/factories';
import { RealtimeProvider } from './realtime';
import { SessionProvider, useSession, type Session } from './session';

const open = () => FakeSocket.all.filter((socket) => !socket.closed);

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

let session: Session | null = null;
function Keep() {
  const current = useSession();
  useEffect(() => {
    session = current;
  });
  return null;
}

beforeEach(() => {
  FakeSocket.all = [];
  visibility = 'visible';
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWithSession() {
  const { api } = fakeApi(() => json(200, buildProfile()));
  render(
    <I18nextProvider i18n={createI18n(englishResources)}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider
          api={api}
          initialSession={{ status: 'ready', profile: buildProfile(), token: 'tok' }}
        >
          <RealtimeProvider>
            <Keep />
          </RealtimeProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('RealtimeProvider and presence (platform.md §4)', () => {
  it('connects while signed in, closes while the page is hidden, and reconnects when it is shown', () => {
    localStorage.setItem('fairway.token', 'tok');
    renderWithSession();
    expect(open()).toHaveLength(1);
    expect(open()[0]?.url).toMatch(/\/api\/realtime$/);

    setVisibility('hidden');
    expect(open()).toHaveLength(0);

    setVisibility('visible');
    expect(open()).toHaveLength(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('closes the connection at sign-out', async () => {
    localStorage.setItem('fairway.token', 'tok');
    renderWithSession();
    expect(open()).toHaveLength(1);
    await act(() => session?.signOut());
    expect(open()).toHaveLength(0);
  });
});
