// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { buildClub, buildCourse, buildTee } from '../test-factories';

const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'token-1' };
const bodyOf = (request: RecordedRequest | undefined): unknown => JSON.parse(request?.body as string);
// Each screen is a lazy chunk, transformed on first use: give the first render time.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

vi.setConfig({ testTimeout: 20_000 });

const club = buildClub({ slug: 'golf-de-test', name: 'Golf de Test' });
const profileAnswer = (isAdmin: boolean) => json(200, { ...buildProfile(), countryCode: 'FR', isAdmin });
/** The club's detail, the profile, and 404 for anything else (the shell's own calls). */
const answerFor = (request: RecordedRequest, detail: unknown, isAdmin: boolean) =>
  request.url === '/api/golf-clubs/golf-de-test'
    ? json(200, detail)
    : request.url === '/api/profile'
      ? profileAnswer(isAdmin)
      : json(404, {});

describe('club detail', () => {
  it('shows the club, its scorecard with both nines, unrated tees, and remembers the visit', async () => {
    const { api } = fakeApi((request) => {
      return answerFor(request, club, false);
    });
    renderApp({ path: '/c/golf-de-test', session: ready, api });
    await heading('Golf de Test');
    expect(screen.getByRole('link', { name: /Play here/ }).getAttribute('href')).toBe(
      '/create-round?club=golf-de-test',
    );
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+33478000000');
    const scorecard = screen.getByRole('heading', { level: 2, name: 'Scorecard' }).closest('section')!;
    expect(within(scorecard).getAllByRole('columnheader', { name: 'Out' })).toHaveLength(1);
    expect(within(scorecard).getAllByRole('columnheader', { name: 'In' })).toHaveLength(1);
    expect(within(scorecard).getAllByRole('columnheader', { name: 'Total' })).toHaveLength(1);
    expect(within(scorecard).getAllByText('Unrated').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Suggest a correction' }).getAttribute('href')).toBe(
      '/c/edit/golf-de-test',
    );
    expect(screen.getByRole('link', { name: /© OpenStreetMap contributors/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    await waitFor(() => expect(localStorage.getItem('fairway.recent_clubs')).toContain('golf-de-test'));
  });

  it('lays a course with more than 3 tees out as one wide table', async () => {
    const tees = ['Black', 'White', 'Yellow', 'Red'].map((name) =>
      buildTee({ teeName: name, teeColor: name.toLowerCase() }),
    );
    const wide = { ...club, courses: [buildCourse({ tees })] };
    const { api } = fakeApi((request) => answerFor(request, wide, false));
    renderApp({ path: '/c/golf-de-test', session: ready, api });
    await heading('Golf de Test');
    const scorecard = screen.getByRole('heading', { level: 2, name: 'Scorecard' }).closest('section')!;
    expect(within(scorecard).getAllByRole('table')).toHaveLength(1);
    expect(within(scorecard).getByRole('rowheader', { name: 'Red' })).toBeDefined();
  });

  it('says when a club has no course', async () => {
    const { api } = fakeApi((request) => answerFor(request, { ...club, courses: [] }, false));
    renderApp({ path: '/c/golf-de-test', session: ready, api });
    await heading('Golf de Test');
    expect(screen.getByText('No courses found for this club.')).toBeDefined();
  });

  it('says the club could not be loaded, and tries again on request', async () => {
    let fail = true;
    const { api } = fakeApi((request) => {
      if (request.url === '/api/golf-clubs/golf-de-test')
        return fail ? json(500, { error: { code: 'internal_error', message: 'x' } }) : json(200, club);
      return request.url === '/api/profile' ? profileAnswer(false) : json(404, {});
    });
    const user = userEvent.setup();
    renderApp({ path: '/c/golf-de-test', session: ready, api });
    await heading('Failed to load club details. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('Golf de Test');
  });

  it('favorites at once, and goes back when the server refuses', async () => {
    let answer: () => Response = () => json(500, { error: { code: 'internal_error', message: 'x' } });
    const { api, requests } = fakeApi((request) => {
      if (request.url === '/api/golf-clubs/golf-de-test') return json(200, club);
      if (request.url === '/api/favorites-clubs' && request.method === 'POST') return answer();
      return request.url === '/api/profile' ? profileAnswer(false) : json(404, {});
    });
    const user = userEvent.setup();
    renderApp({ path: '/c/golf-de-test', session: ready, api });
    await heading('Golf de Test');
    const favorite = screen.getByRole('button', { name: 'Favorite' });
    expect(favorite.getAttribute('aria-pressed')).toBe('false');

    await user.click(favorite);
    // Refused: back as it was.
    await waitFor(() => expect(favorite.getAttribute('aria-pressed')).toBe('false'));
    expect(bodyOf(requests.find((request) => request.method === 'POST'))).toEqual({ clubId: club.id });

    answer = () => json(200, { clubId: club.id, isFavorite: true });
    await user.click(favorite);
    expect(favorite.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    expect(favorite.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('club search', () => {
  it('lists a search’s clubs as summaries (view=summary), each row with its heart, which favorites at once', async () => {
    const summary = {
      id: club.id,
      slug: club.slug,
      name: club.name,
      city: club.city,
      country: club.country,
      countryName: club.countryName,
      state: club.state,
      latitude: club.latitude,
      longitude: club.longitude,
      holes: club.holes,
      distance: null,
      isFavorite: false,
    };
    const { api, requests } = fakeApi((request) => {
      if (request.url.startsWith('/api/golf-clubs?') && request.url.includes('view=summary'))
        return json(200, { clubs: [summary], metadata: { page: 1, limit: 20, total: 1, totalPages: 1 } });
      if (request.url === '/api/favorites-clubs' && request.method === 'POST')
        return json(200, { clubId: club.id, isFavorite: true });
      return request.url === '/api/profile' ? profileAnswer(false) : json(404, {});
    });
    const user = userEvent.setup();
    renderApp({ path: '/s?query=test', session: ready, api });
    const heart = await screen.findByRole('button', { name: 'Favorite: Golf de Test' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: /Golf de Test/ }).getAttribute('href')).toBe('/c/golf-de-test');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(bodyOf(requests.find((request) => request.method === 'POST'))).toEqual({ clubId: club.id }),
    );
  });
});

describe('club edit', () => {
  it('offers a golfer to suggest a correction, with the changed fields and a note', async () => {
    const { api, requests } = fakeApi((request) => {
      if (request.url === '/api/golf-clubs/golf-de-test') return json(200, club);
      if (request.url === `/api/golf-clubs/${club.id}/suggestions`) return json(201, {});
      return request.url === '/api/profile' ? profileAnswer(false) : json(404, {});
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/c/edit/golf-de-test', session: ready, api });
    await heading('Suggest a correction');
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+33 4 78 99 99 99');
    await user.type(screen.getByLabelText('Note for the reviewer'), 'From the club’s website');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/golf-de-test'));
    const sent = requests.find((request) => request.url.endsWith('/suggestions'));
    expect(bodyOf(sent)).toEqual({
      changes: { phone: '+33 4 78 99 99 99' },
      note: 'From the club’s website',
    });
  });

  it('refuses an invalid field before sending, on its tab', async () => {
    const { api, requests } = fakeApi((request) => answerFor(request, club, true));
    const user = userEvent.setup();
    renderApp({ path: '/c/edit/golf-de-test', session: ready, api });
    await heading('Edit club');
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    const latitude = screen.getByLabelText('Latitude');
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This location is not valid.')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Advanced' }).getAttribute('aria-selected')).toBe('true');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('turns an edit the server refuses (403) into a suggestion, keeping what was typed', async () => {
    const { api, requests } = fakeApi((request) => {
      if (request.url === '/api/golf-clubs/golf-de-test') return json(200, club);
      if (request.url === `/api/golf-clubs/${club.id}` && request.method === 'POST')
        return json(403, { error: { code: 'forbidden', message: 'Only an admin may do this' } });
      if (request.url === `/api/golf-clubs/${club.id}/suggestions`) return json(201, {});
      return request.url === '/api/profile' ? profileAnswer(true) : json(404, {});
    });
    const user = userEvent.setup();
    renderApp({ path: '/c/edit/golf-de-test', session: ready, api });
    await heading('Edit club');
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+33 1 00 00 00 00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await heading('Suggest a correction');
    expect(screen.getByRole('alert').textContent).toContain('Only admins can change a club directly');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+33 1 00 00 00 00');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() =>
      expect(bodyOf(requests.find((request) => request.url.endsWith('/suggestions')))).toEqual({
        changes: { phone: '+33 1 00 00 00 00' },
        note: '',
      }),
    );
  });
});
