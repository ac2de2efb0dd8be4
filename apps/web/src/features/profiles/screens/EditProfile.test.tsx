// @vitest-environment jsdom
import '../../../test/dom';
import type { ProfileDetails } from '@fairway/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'mine.signature' };

const details = (description: string | null): ProfileDetails => ({
  profile: {
    userId: 'user-1',
    username: 'jdoe',
    firstName: 'Jane',
    lastName: 'Doe',
    imageUrl: null,
    handicap: 12.4,
    countryCode: 'FR',
    sex: 2,
    description,
    verified: false,
    golfStartYear: null,
    tee: null,
    dexterity: null,
    socialLinks: {},
    followersCount: 0,
    followingCount: 0,
  },
  membershipCourse: null,
  totalGames: 0,
  stats: { countriesVisited: 0 },
  playedCourses: [],
  handicapSource: 'declared',
  isOwn: true,
});

describe('/settings/edit-profile', () => {
  it('goes through the save bar’s states with the real request', async () => {
    const user = userEvent.setup();
    let saved: string | null = null;
    let release: () => void = () => {};
    const { api, requests } = fakeApi(async (request) => {
      if (request.url === '/api/profile/jdoe/details') return json(200, details(saved));
      if (request.url === '/api/profile' && request.method === 'PUT') {
        await new Promise<void>((resolve) => (release = resolve));
        saved = (JSON.parse(request.body as string) as { description: string }).description;
        return json(200, { ...buildProfile(), description: saved });
      }
      if (request.url === '/api/profile') return json(200, buildProfile());
      return json(404, {});
    });
    renderApp({ path: '/settings/edit-profile', session: ready, api });
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' }, { timeout: 5_000 });
    const save = await screen.findByRole('button', { name: 'Save' });
    const status = () => screen.getByText(/No changes|Unsaved changes|Updating profile|Changes saved/);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(status().textContent).toBe('No changes');

    await user.type(screen.getByLabelText('Description'), 'Fast rounds.');
    expect(status().textContent).toBe('Unsaved changes');
    expect((save as HTMLButtonElement).disabled).toBe(false);

    await user.click(save);
    expect(status().textContent).toBe('Updating profile…');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await screen.findByText('Changes saved');
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    await screen.findByText('No changes', undefined, { timeout: 4_000 });
    expect((save as HTMLButtonElement).disabled).toBe(true);
  });
});
