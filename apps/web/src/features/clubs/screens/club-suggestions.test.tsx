// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubSuggestion, SuggestionsPage } from '@fairway/contract';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { buildClub } from '../test-factories';

const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'token-1' };
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

vi.setConfig({ testTimeout: 20_000 });

const club = buildClub({ slug: 'golf-de-test', name: 'Golf de Test', phone: '+33 4 78 00 00 00' });
const other = buildClub({
  id: '20000000-0000-4000-8000-000000000002',
  slug: 'golf-du-lac',
  name: 'Golf du Lac',
});

function buildSuggestion(overrides: Partial<ClubSuggestion> = {}): ClubSuggestion {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    clubId: club.id,
    clubSlug: club.slug,
    clubName: club.name,
    userId: 'user-2',
    changes: { phone: '+33 4 78 99 99 99', amenities: { restaurant: true } },
    note: 'From the club’s website',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    ...overrides,
  };
}

const first = buildSuggestion();
const second = buildSuggestion({
  id: '30000000-0000-4000-8000-000000000002',
  clubId: other.id,
  clubSlug: other.slug,
  clubName: other.name,
  changes: { architect: 'Robert Trent Jones' },
  note: '',
});
const page = (suggestions: ClubSuggestion[]): SuggestionsPage => ({
  suggestions,
  metadata: { page: 1, limit: 100, total: suggestions.length, totalPages: 1 },
});

/** The admin's API: the pending list, the two clubs, the profile; `review` answers accept and reject. */
function reviewApi(isAdmin: boolean, review: (request: RecordedRequest) => Response | Promise<Response>) {
  return fakeApi((request) => {
    if (request.url === '/api/profile') return json(200, { ...buildProfile(), countryCode: 'FR', isAdmin });
    if (request.url.startsWith('/api/golf-clubs/suggestions?'))
      return isAdmin
        ? json(200, page([first, second]))
        : json(403, { error: { code: 'forbidden', message: 'x' } });
    if (request.url.startsWith('/api/golf-clubs/suggestions/')) return review(request);
    if (request.url === '/api/golf-clubs/golf-de-test') return json(200, club);
    if (request.url === '/api/golf-clubs/golf-du-lac') return json(200, other);
    return json(404, {});
  });
}

describe('the suggestions review', () => {
  it('shows each suggestion’s changes beside the club’s values, and accepts one at once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, requests } = reviewApi(true, () => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderApp({ path: '/c/suggestions', session: ready, api });
    await heading('Suggested corrections');
    const card = await screen.findByRole('article', { name: 'Golf de Test' });
    const table = within(card).getByRole('table', { name: 'Suggested changes for Golf de Test' });
    const phone = within(table).getByRole('row', { name: /Phone/ });
    await waitFor(() => expect(phone.textContent).toContain('+33 4 78 00 00 00'));
    expect(phone.textContent).toContain('+33 4 78 99 99 99');
    expect(within(table).getByRole('row', { name: /Restaurant/ }).textContent).toMatch(/No.*Yes/);
    expect(within(card).getByText('From the club’s website')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Golf de Test' }).getAttribute('href')).toBe(
      '/c/golf-de-test',
    );

    await user.click(within(card).getByRole('button', { name: 'Accept the suggestion for Golf de Test' }));
    // Gone before the server answers.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Golf de Test' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Golf du Lac' })).toBeDefined();
    expect(
      requests.some(
        (request) =>
          request.method === 'POST' && request.url === `/api/golf-clubs/suggestions/${first.id}/accept`,
      ),
    ).toBe(true);
    answer(json(200, { ...first, status: 'accepted' }));
    expect(await screen.findByText('Suggestion accepted: Golf de Test is updated.')).toBeDefined();
  });

  it('puts a rejected suggestion back when the server refuses', async () => {
    const { api, requests } = reviewApi(true, () =>
      json(500, { error: { code: 'internal_error', message: 'x' } }),
    );
    const user = userEvent.setup();
    renderApp({ path: '/c/suggestions', session: ready, api });
    const card = await screen.findByRole('article', { name: 'Golf du Lac' }, { timeout: 10_000 });
    await user.click(within(card).getByRole('button', { name: 'Reject the suggestion for Golf du Lac' }));
    await waitFor(() =>
      expect(
        requests.some((request) => request.url === `/api/golf-clubs/suggestions/${second.id}/reject`),
      ).toBe(true),
    );
    expect(await screen.findByRole('article', { name: 'Golf du Lac' })).toBeDefined();
  });

  it('keeps a suggestion another admin reviewed meanwhile off the list', async () => {
    const { api } = reviewApi(true, () =>
      json(409, { error: { code: 'suggestion_already_reviewed', message: 'x' } }),
    );
    const user = userEvent.setup();
    renderApp({ path: '/c/suggestions', session: ready, api });
    const card = await screen.findByRole('article', { name: 'Golf du Lac' }, { timeout: 10_000 });
    await user.click(within(card).getByRole('button', { name: 'Reject the suggestion for Golf du Lac' }));
    expect(await screen.findByText('This suggested change has already been reviewed.')).toBeDefined();
    expect(screen.queryByRole('article', { name: 'Golf du Lac' })).toBeNull();
  });

  it('tells a golfer who is not an admin that admins review them, and asks nothing', async () => {
    const { api, requests } = reviewApi(false, () => json(403, {}));
    renderApp({ path: '/c/suggestions', session: ready, api });
    expect(
      await screen.findByText('Only admins review suggested corrections.', {}, { timeout: 10_000 }),
    ).toBeDefined();
    expect(requests.some((request) => request.url.startsWith('/api/golf-clubs/suggestions'))).toBe(false);
  });

  it('is linked from the menu for admins only', async () => {
    const admin = reviewApi(true, () => json(404, {}));
    const first = renderApp({ path: '/menu', session: ready, api: admin.api });
    const link = await screen.findByRole('link', { name: 'Suggested corrections' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/c/suggestions');
    first.unmount();

    const golfer = reviewApi(false, () => json(404, {}));
    renderApp({ path: '/menu', session: ready, api: golfer.api });
    await screen.findByRole('link', { name: 'Settings' }, { timeout: 10_000 });
    await waitFor(() => expect(golfer.requests.some((request) => request.url === '/api/profile')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Suggested corrections' })).toBeNull();
  });
});
