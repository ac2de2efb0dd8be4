// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubSummary } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { buildClub, buildCourse } from '../../clubs/test-factories';

// The flow scrolls each step to its top, which jsdom does not implement.
if (!('scrollTo' in Element.prototype))
  Object.defineProperty(Element.prototype, 'scrollTo', { value: () => undefined, configurable: true });

const ready: InitialSession = { status: 'ready', profile: buildProfile({ userId: 'user-1' }), token: 'tok' };
// The screen is a lazy chunk, transformed on first use: give the first render time.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

vi.setConfig({ testTimeout: 20_000 });

const club = buildClub({ slug: 'golf-de-test', name: 'Golf de Test' });

/** The club's detail under its slug and its id, 404 for anything else (the shell's and the pickers' calls). */
function clubApi(detail: unknown) {
  return fakeApi((request: RecordedRequest) =>
    request.method === 'GET' &&
    (request.url === '/api/golf-clubs/golf-de-test' || request.url === `/api/golf-clubs/${club.id}`)
      ? json(200, detail)
      : json(404, { error: { code: 'club_not_found', message: 'x' } }),
  );
}

describe('create round from a club page', () => {
  it('picks the club of ?club=<slug>: its only course goes straight to the settings', async () => {
    const { api, requests } = clubApi(club);
    const user = userEvent.setup();
    renderApp({ path: '/create-round?club=golf-de-test', session: ready, api });
    await heading('New round');
    await user.click(screen.getByRole('button', { name: /Create a round/ }));
    await heading('Round settings');
    expect(screen.getByText('Golf de Test')).toBeDefined();
    // Fetched once, while the kind was being chosen.
    expect(requests.filter((request) => request.url === '/api/golf-clubs/golf-de-test')).toHaveLength(1);
    expect(localStorage.getItem('fairway.recent_clubs') ?? '').toContain('golf-de-test');
  });

  it('opens the course step when the club of ?club=<id> has several courses', async () => {
    const courses = [
      buildCourse({ courseName: 'Les Étangs' }),
      buildCourse({ id: '10000000-0000-4000-8000-000000000002', courseName: 'Le Lac', holes: 9, par: 36 }),
    ];
    const { api } = clubApi({ ...club, courses });
    const user = userEvent.setup();
    renderApp({ path: `/create-round?club=${club.id}`, session: ready, api });
    await heading('New round');
    await user.click(screen.getByRole('button', { name: /Add a score/ }));
    await heading('Which course?');
    expect(screen.getByText('Les Étangs')).toBeDefined();
    expect(screen.getByText('Le Lac')).toBeDefined();
  });

  it('leaves the golfer on the club list when the club cannot be found', async () => {
    const { api } = fakeApi(() => json(404, { error: { code: 'club_not_found', message: 'x' } }));
    const user = userEvent.setup();
    renderApp({ path: '/create-round?club=no-such-club', session: ready, api });
    await heading('New round');
    await user.click(screen.getByRole('button', { name: /Create a round/ }));
    await heading('Where are you playing?');
    await waitFor(() => expect(screen.getByRole('searchbox')).toBeDefined());
  });

  it('finds a club by name from its summary (a list asks no whole clubs) and picks it', async () => {
    // Only a summary's fields: the list must show and pick a club from them alone.
    const summary = ClubSummary.parse({ ...club, distance: null });
    const { api, requests } = fakeApi((request: RecordedRequest) => {
      if (request.url.startsWith('/api/golf-clubs?'))
        return json(200, { clubs: [summary], metadata: { page: 1, limit: 20, total: 1, totalPages: 1 } });
      if (request.url === `/api/golf-clubs/${club.id}`) return json(200, club);
      return json(404, { error: { code: 'not_found', message: 'x' } });
    });
    const user = userEvent.setup();
    renderApp({ path: '/create-round', session: ready, api });
    await heading('New round');
    await user.click(screen.getByRole('button', { name: /Create a round/ }));
    await heading('Where are you playing?');
    await user.type(screen.getByRole('searchbox'), 'test');
    await user.click(await screen.findByRole('button', { name: /Golf de Test/ }));
    await heading('Round settings');
    const search = requests.find((request) => request.url.startsWith('/api/golf-clubs?'));
    expect(new URL(search!.url, 'http://localhost').searchParams.get('view')).toBe('summary');
  });

  it('lists Nearby clubs around the approximate location Explore uses when the device location is not shared', async () => {
    const summary = ClubSummary.parse({ ...club, distance: 12.3 });
    const { api, requests } = fakeApi((request: RecordedRequest) => {
      if (request.url === '/api/profile')
        return json(200, { ...buildProfile({ userId: 'user-1' }), countryCode: 'BE' });
      if (request.url.startsWith('/api/golf-clubs?'))
        return json(200, { clubs: [summary], metadata: { page: 1, limit: 20, total: 1, totalPages: 1 } });
      return json(404, { error: { code: 'not_found', message: 'x' } });
    });
    const user = userEvent.setup();
    renderApp({ path: '/create-round', session: ready, api });
    await heading('New round');
    await user.click(screen.getByRole('button', { name: /Create a round/ }));
    await heading('Where are you playing?');
    expect(await screen.findByRole('button', { name: /Golf de Test/ })).toBeTruthy();
    expect(screen.getByText(/Your location is approximate/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy();
    // Belgium's centre, as Explore falls back to the account's country.
    const nearby = requests.find((request) => request.url.startsWith('/api/golf-clubs?'))!;
    const query = new URL(nearby.url, 'http://localhost').searchParams;
    expect([query.get('latitude'), query.get('longitude'), query.get('sortBy')]).toEqual([
      '50.64',
      '4.67',
      'distance',
    ]);
  });

  it('starts on the club list without ?club', async () => {
    const { api, requests } = clubApi(club);
    const user = userEvent.setup();
    renderApp({ path: '/create-round', session: ready, api });
    await heading('New round');
    await user.click(screen.getByRole('button', { name: /Create a round/ }));
    await heading('Where are you playing?');
    expect(requests.some((request) => request.url.startsWith('/api/golf-clubs/'))).toBe(false);
  });
});

describe("the club step in the golfer's units", () => {
  // The device's position is the world's edge: a fixed place, given at once (for this block's tests only).
  const before = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  beforeAll(() => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 48.85, longitude: 2.35 } } as GeolocationPosition),
      },
    });
  });
  afterAll(() => {
    if (before) Object.defineProperty(navigator, 'geolocation', before);
    else Reflect.deleteProperty(navigator, 'geolocation');
  });

  const nearbyApi = () =>
    fakeApi((request: RecordedRequest) =>
      request.url.startsWith('/api/golf-clubs?')
        ? json(200, {
            clubs: [ClubSummary.parse({ ...club, distance: 7.2 })],
            metadata: { page: 1, limit: 10, total: 1, totalPages: 1 },
          })
        : json(404, { error: { code: 'not_found', message: 'x' } }),
    );

  async function nearbyClubLine(): Promise<string> {
    const user = userEvent.setup();
    renderApp({ path: '/create-round', session: ready, api: nearbyApi().api });
    await heading('New round');
    await user.click(screen.getByRole('button', { name: /Create a round/ }));
    await heading('Where are you playing?');
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    const row = await screen.findByRole('button', { name: /Golf de Test/ });
    return (row.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');
  }

  it("shows a nearby club's distance in kilometres by default", async () => {
    expect(await nearbyClubLine()).toContain('7.2 km');
  });

  it('shows it in miles when yards are chosen', async () => {
    localStorage.setItem('fairway.units', 'yards');
    const line = await nearbyClubLine();
    expect(line).toContain('4.5 mi');
    expect(line).not.toContain('km');
  });
});
