// @vitest-environment jsdom
import '../../../test/dom';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import type { InitialSession } from '../../../app/session';
import { createI18n } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { FriendshipButton } from './FriendshipButton';

vi.setConfig({ testTimeout: 20_000 });
const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'token-1' };

function mount(userId: string, respond: (request: RecordedRequest) => Response | Promise<Response>) {
  const { api, requests } = fakeApi((request) =>
    request.url === '/api/profile' ? json(200, { ...buildProfile(), countryCode: 'FR' }) : respond(request),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <Providers i18n={createI18n(englishResources)} queryClient={queryClient} initialSession={ready} api={api}>
      <FriendshipButton userId={userId} name="Léa Martin" />
    </Providers>,
  );
  return { ...utils, requests };
}

describe('the friendship button on a profile', () => {
  it('asks the server for the status, then sends a request from "none"', async () => {
    const { requests } = mount('user-lea', (request) =>
      request.method === 'GET'
        ? json(200, { status: 'none', friendshipId: null, senderId: null, receiverId: null })
        : json(200, { status: 'pending', friendshipId: 'f1', senderId: 'user-1', receiverId: 'user-lea' }),
    );
    const add = await screen.findByRole('button', { name: 'Add friend: Léa Martin' });
    expect(requests.map((r) => r.url)).toContain('/api/friendships?receiverId=user-lea');
    await userEvent.setup().click(add);
    expect(await screen.findByRole('button', { name: 'Cancel request: Léa Martin' })).toBeTruthy();
  });

  it('shows a "Friends" mark without action for a friend', async () => {
    mount('user-lea', () =>
      json(200, { status: 'friends', friendshipId: 'f1', senderId: 'user-lea', receiverId: 'user-1' }),
    );
    expect(await screen.findByText('Friends')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing, and asks nothing, on one’s own profile', async () => {
    const { container, requests } = mount('user-1', () => json(400, {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(requests.filter((r) => r.url.startsWith('/api/friendships'))).toEqual([]);
  });
});
