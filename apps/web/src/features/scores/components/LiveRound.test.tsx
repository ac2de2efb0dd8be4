// @vitest-environment jsdom
import '../../../test/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameDetail, HoleScore } from '@fairway/contract';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { FakeSocket } from '../../../test/fake-socket';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { buildGameDetail } from '../../games/test-factories';

const jane: InitialSession = { status: 'ready', profile: buildProfile({ userId: 'user-1' }), token: 'tok' };

/** What a live score write sent. */
interface ScoreWrite {
  holeNumber: number;
  playerId: string;
  scoreData: Omit<HoleScore, 'playerId' | 'holeNumber' | 'enteredBy' | 'version'>;
}

/** A stored score of the fake server. */
function stored(playerId: string, holeNumber: number, score: number, version = 1): HoleScore {
  return {
    playerId,
    holeNumber,
    score,
    putts: 2,
    waterPenalties: 0,
    obPenalties: 0,
    dropPenalties: 0,
    fairwayHit: null,
    enteredBy: 'user-1',
    enteredAt: '2030-06-14T08:00:00.000Z',
    version,
  };
}

let gameNumber = 0;

/**
 * The API of one round, stateful like the server: a score write changes what the next read answers. Each test
 * gets its own round id, so that the device's score queue (shared by the module) never mixes tests.
 * `writes`: `ok` answers, `hang` never answers (a send in flight), `down` fails as with no network.
 */
function roundApi(overrides: Partial<GameDetail> = {}, writes: 'ok' | 'hang' | 'down' = 'ok') {
  gameNumber += 1;
  const id = `live-${gameNumber}`;
  let detail = buildGameDetail({ id, ...overrides });
  let lost: 403 | 404 | null = null;
  const scoreWrites: ScoreWrite[] = [];
  const { api, requests } = fakeApi((request: RecordedRequest) => {
    if (request.method === 'GET' && request.url === `/api/game/${id}`) {
      if (lost === 404) return json(404, { error: { code: 'game_not_found', message: 'No such game' } });
      if (lost === 403) return json(403, { error: { code: 'forbidden', message: 'Not a player' } });
      return json(200, detail);
    }
    // With no network the replay of the queue (`POST …/scores`) fails as the live write does.
    if (writes === 'down' && request.method === 'POST' && request.url === `/api/game/${id}/scores`) {
      throw new TypeError('Failed to fetch');
    }
    if (request.method === 'PUT' && request.url === `/api/game/${id}/score`) {
      const body = JSON.parse(request.body as string) as ScoreWrite;
      scoreWrites.push(body);
      if (writes === 'hang') return new Promise<Response>(() => undefined);
      if (writes === 'down') throw new TypeError('Failed to fetch');
      const previous = detail.scores[String(body.holeNumber)]?.[body.playerId];
      const score: HoleScore = {
        playerId: body.playerId,
        holeNumber: body.holeNumber,
        ...body.scoreData,
        enteredBy: 'user-1',
        version: (previous?.version ?? 0) + 1,
      };
      const hole = { ...detail.scores[String(body.holeNumber)], [body.playerId]: score };
      detail = { ...detail, scores: { ...detail.scores, [String(body.holeNumber)]: hole } };
      return json(200, { applied: true, score });
    }
    return json(404, { error: { code: 'not_found', message: request.url } });
  });
  return {
    id,
    api,
    requests,
    scoreWrites,
    /** Changes the round on the server (another phone, the owner's settings). */
    change: (next: (current: GameDetail) => GameDetail) => {
      detail = next(detail);
    },
    /** The golfer loses the round on the server: taken out of it (403), or it was deleted (404). */
    lose: (status: 403 | 404) => {
      lost = status;
    },
  };
}

vi.setConfig({ testTimeout: 30_000 });

let online = true;
beforeEach(() => {
  online = true;
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The realtime connection reads the token from storage.
  window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
});
afterEach(() => {
  // The toasts' store is the module's: one test's toasts must not show in the next.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The list row of a player: its accessible name starts with the name. */
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });
/** A row's accessible name (its own text, read in order), as Testing Library computes it. */
function nameOf(element: HTMLElement): string {
  let name = '';
  screen.getByRole('button', {
    name: (accessibleName, candidate) => {
      if (candidate === element) name = accessibleName;
      return candidate === element;
    },
  });
  return name;
}

/** Opens the round on hole 1 (the address names the hole, as after a reload). */
async function openRound(round: ReturnType<typeof roundApi>) {
  const rendered = renderApp({ path: `/play/${round.id}?hole=1`, session: jane, api: round.api });
  await screen.findByRole('heading', { name: 'Scores on hole 1' }, { timeout: 5000 });
  return rendered;
}

const DEFAULTS = { putts: 2, waterPenalties: 0, obPenalties: 0, dropPenalties: 0 };

describe('the live round screen', () => {
  it('shows every player of the round on the hole, with the club and the format', async () => {
    const round = roundApi();
    await openRound(round);
    expect(screen.getByRole('heading', { level: 1, name: 'Golf de Rochefort' })).toBeTruthy();
    expect(screen.getByText(/Stableford/)).toBeTruthy();
    for (const name of ['Jane Doe', 'Tom Kite', 'Uncle Bob']) {
      expect(nameOf(row(name))).toContain('No score yet');
    }
  });

  it.each([
    { units: 'metric', length: '350 m' },
    { units: 'yards', length: '383 yd' },
  ])(
    'shows the hole’s par, stroke index and length from the tee in $units, in the panel and the score view',
    async ({ units, length }) => {
      window.localStorage.setItem(STORAGE_KEYS.units, units);
      try {
        const round = roundApi();
        await openRound(round);
        const panel = screen.getByRole('navigation', { name: 'Hole navigation' });
        expect(panel.textContent).toContain('Par 5');
        expect(panel.textContent).toContain(`SI 1 · Length ${length}`);
        await userEvent.click(row('Jane Doe'));
        await screen.findByRole('button', { name: 'One more stroke' });
        expect(screen.getByText(/^Par 5/).textContent).toBe(`Par 5 · SI 1 · Length ${length}`);
      } finally {
        window.localStorage.removeItem(STORAGE_KEYS.units);
      }
    },
  );

  it.each([
    { units: 'metric', length: '362 m' },
    { units: 'yards', length: '396 yd' },
  ])(
    'on a course whose tees have no lengths, shows the mapped hole line’s length in $units, in the panel and the score view',
    async ({ units, length }) => {
      window.localStorage.setItem(STORAGE_KEYS.units, units);
      try {
        const holes = buildGameDetail().holes.map((hole) => ({ ...hole, distance: null }));
        const round = roundApi({
          holes,
          holesByTee: { 't-blue': holes, 't-white': holes },
          holeLineLengths: { '1': 362 },
        });
        await openRound(round);
        const panel = screen.getByRole('navigation', { name: 'Hole navigation' });
        expect(panel.textContent).toContain(`SI 1 · Length ${length}`);
        await userEvent.click(row('Jane Doe'));
        await screen.findByRole('button', { name: 'One more stroke' });
        expect(screen.getByText(/^Par 5/).textContent).toBe(`Par 5 · SI 1 · Length ${length}`);
      } finally {
        window.localStorage.removeItem(STORAGE_KEYS.units);
      }
    },
  );

  it('writes what the score view shows: a first plus press saves par + 1 with 2 putts and the fairway hit', async () => {
    const round = roundApi();
    await openRound(round);
    await userEvent.click(row('Uncle Bob'));
    await userEvent.click(await screen.findByRole('button', { name: 'One more stroke' }));
    await waitFor(() => expect(round.scoreWrites).toHaveLength(1));
    // Hole 1 is a par 5.
    expect(round.scoreWrites[0]).toMatchObject({
      holeNumber: 1,
      playerId: 'p3',
      scoreData: { score: 6, ...DEFAULTS, fairwayHit: 'center' },
    });
    // Back writes nothing more: what is shown is stored.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Scores on hole 1' });
    await waitFor(() => expect(nameOf(row('Uncle Bob'))).toMatch(/, 6 Bogey · Points: 1\b/));
    expect(round.scoreWrites).toHaveLength(1);
  });

  it('saves the defaults shown when the score view is dismissed by Back or Escape', async () => {
    const round = roundApi();
    await openRound(round);
    await userEvent.click(row('Tom Kite'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(round.scoreWrites).toHaveLength(1));
    expect(round.scoreWrites[0]).toMatchObject({
      playerId: 'p2',
      scoreData: { score: 5, ...DEFAULTS, fairwayHit: 'center' },
    });
    await userEvent.click(row('Jane Doe'));
    await screen.findByRole('button', { name: 'One more stroke' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(round.scoreWrites).toHaveLength(2));
    expect(round.scoreWrites[1]).toMatchObject({ playerId: 'p1', scoreData: { score: 5 } });
    // Opening and dismissing a stored score writes nothing.
    await userEvent.click(row('Tom Kite'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Scores on hole 1' });
    expect(round.scoreWrites).toHaveLength(2);
  });

  it('quick entry: one tap a player saves the strokes as the score view does, and "More" opens it', async () => {
    const round = roundApi();
    await openRound(round);
    await userEvent.click(screen.getByRole('button', { name: 'Quick entry' }));
    // Hole 1 is a par 5: the numbers are 4 to 7, centred on par.
    const jane = screen.getByRole('group', { name: 'Strokes of Jane Doe on hole 1' });
    expect(
      within(jane)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['4', '5', '6', '7', 'More']);
    await userEvent.click(within(jane).getByRole('button', { name: '4, Birdie' }));
    const tom = screen.getByRole('group', { name: 'Strokes of Tom Kite on hole 1' });
    await userEvent.click(within(tom).getByRole('button', { name: '5, Par' }));
    await waitFor(() => expect(round.scoreWrites).toHaveLength(2));
    expect(round.scoreWrites[0]).toMatchObject({
      holeNumber: 1,
      playerId: 'p1',
      scoreData: { score: 4, ...DEFAULTS, fairwayHit: 'center' },
    });
    expect(round.scoreWrites[1]).toMatchObject({ playerId: 'p2', scoreData: { score: 5, ...DEFAULTS } });
    await waitFor(() =>
      expect(within(jane).getByRole('button', { name: '4, Birdie' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    // The same number again writes nothing; the grid stays on for the next visit.
    await userEvent.click(within(jane).getByRole('button', { name: '4, Birdie' }));
    expect(round.scoreWrites).toHaveLength(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.quickEntry)).toBe('1');
    const bob = screen.getByRole('group', { name: 'Strokes of Uncle Bob on hole 1' });
    await userEvent.click(within(bob).getByRole('button', { name: 'More: Uncle Bob' }));
    expect(await screen.findByRole('heading', { name: 'Score of Uncle Bob on hole 1' })).toBeTruthy();
    window.localStorage.removeItem(STORAGE_KEYS.quickEntry);
  });

  it('saves the current entry first when switching player', async () => {
    const round = roundApi();
    await openRound(round);
    await userEvent.click(row('Jane Doe'));
    const players = await screen.findByRole('group', { name: 'Players' });
    await userEvent.click(within(players).getByRole('button', { name: /Tom/ }));
    await waitFor(() => expect(round.scoreWrites).toHaveLength(1));
    expect(round.scoreWrites[0]).toMatchObject({ playerId: 'p1', scoreData: { score: 5, ...DEFAULTS } });
    expect(screen.getByRole('heading', { name: 'Score of Tom Kite on hole 1' })).toBeTruthy();
  });

  it('Save writes the defaults and returns to the list until every player has a score, then moves on', async () => {
    const round = roundApi({
      scores: { '1': { p2: stored('p2', 1, 5), p3: stored('p3', 1, 6) } },
    });
    await openRound(round);
    await userEvent.click(row('Jane Doe'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(round.scoreWrites).toHaveLength(1));
    expect(round.scoreWrites[0]).toMatchObject({ playerId: 'p1', scoreData: { score: 5, ...DEFAULTS } });
    // The last score of hole 1: the next hole's list.
    expect(await screen.findByRole('heading', { name: 'Scores on hole 2' })).toBeTruthy();
  });

  it('keeps the focus with the golfer: into the score view on its plus, and back to the list on leaving', async () => {
    const round = roundApi({ scores: { '1': { p3: stored('p3', 1, 6) } } });
    await openRound(round);
    await userEvent.click(row('Jane Doe'));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'One more stroke' })),
    );
    // Back: on the row of the player left.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(row('Jane Doe')));
    // Save on the last player without a score: the list of the next hole, from its heading.
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'One more stroke' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const next = await screen.findByRole('heading', { name: 'Scores on hole 2' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('moves through the fairway choices with the arrow keys, one tab stop for the three', async () => {
    const round = roundApi();
    await openRound(round);
    await userEvent.click(row('Jane Doe'));
    const group = await screen.findByRole('radiogroup', { name: 'Fairway' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
    radios[1]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(group).getByRole('radio', { checked: true })).toBe(radios[2]));
    expect(document.activeElement).toBe(radios[2]);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(group).getByRole('radio', { checked: true })).toBe(radios[0]));
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
  });

  it('shows "Not synced" on a score the server did not get, and not while its first send is running', async () => {
    const hanging = roundApi({}, 'hang');
    await openRound(hanging);
    await userEvent.click(row('Jane Doe'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(hanging.scoreWrites).toHaveLength(1));
    await waitFor(() => expect(nameOf(row('Jane Doe'))).toMatch(/^Jane Doe Round owner \(You\), 5 Par/));
    expect(nameOf(row('Jane Doe'))).not.toMatch(/Not synced/);
  });

  it('marks a score "Not synced" when the network fails, and counts it in the header', async () => {
    const down = roundApi({}, 'down');
    await openRound(down);
    await userEvent.click(row('Tom Kite'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(nameOf(row('Tom Kite'))).toMatch(/Not synced/));
    expect(await screen.findByText('Not synced: 1')).toBeTruthy();
  });

  it('announces offline mode with a toast and keeps scores on the device, marked "Not synced"', async () => {
    online = false;
    const round = roundApi();
    await openRound(round);
    expect(
      await screen.findByText(
        'You are offline. Scores are kept on this device and sent when the network is back.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);
    await userEvent.click(row('Uncle Bob'));
    await userEvent.click(await screen.findByRole('button', { name: 'One stroke fewer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(nameOf(row('Uncle Bob'))).toMatch(/, 5 Par\b.*, Not synced$/));
    expect(round.scoreWrites).toHaveLength(0);
  });

  it('toasts when the network drops during the round', async () => {
    const round = roundApi();
    await openRound(round);
    const message = 'You are offline. Scores are kept on this device and sent when the network is back.';
    expect(screen.queryByText(message)).toBeNull();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('the round that does not load', () => {
  it('a missing round: its error screen and the way home (no retry)', async () => {
    const round = roundApi();
    round.lose(404);
    renderApp({ path: `/play/${round.id}`, session: jane, api: round.api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('no answer: says the network failed, and opens the round when asked again', async () => {
    const detail = buildGameDetail({ id: 'live-unreachable' });
    let reachable = false;
    const { api } = fakeApi((request: RecordedRequest) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      if (request.url === `/api/game/${detail.id}`) return json(200, detail);
      return json(404, { error: { code: 'not_found', message: request.url } });
    });
    const user = userEvent.setup();
    renderApp({ path: `/play/${detail.id}?hole=1`, session: jane, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Unable to connect to the server. Check your internet connection.')).toBeTruthy();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Scores on hole 1' })).toBeTruthy();
  });
});

describe('the live leaderboard, per format', () => {
  const hole1 = (p1: number, p2: number, p3?: number) => ({
    '1': {
      p1: stored('p1', 1, p1),
      p2: stored('p2', 1, p2),
      ...(p3 === undefined ? {} : { p3: stored('p3', 1, p3) }),
    },
  });

  it('stableford: points on the hole and in total', async () => {
    const round = roundApi({ scores: hole1(5, 4, 7) });
    await openRound(round);
    expect(nameOf(row('Jane Doe'))).toBe(
      'Jane Doe Round owner (You), 5 Par · Points: 2, Position 2, Points: 2',
    );
    expect(nameOf(row('Tom Kite'))).toBe('Tom Kite, 4 Birdie · Points: 3, Position 1, Points: 3');
    expect(nameOf(row('Uncle Bob'))).toBe('Uncle Bob, 7 Double bogey · Points: 0, Position 3, Points: 0');
  });

  it('stroke play: strokes to par', async () => {
    const detail = buildGameDetail();
    const round = roundApi({ game: { ...detail.game, type: 'strokeplay' }, scores: hole1(6, 4) });
    await openRound(round);
    expect(nameOf(row('Jane Doe'))).toBe('Jane Doe Round owner (You), 6 Bogey, Position 2, +1 Thru 1');
    expect(nameOf(row('Tom Kite'))).toBe('Tom Kite, 4 Birdie, Position 1, −1 Thru 1');
  });

  it('match play: who is up', async () => {
    const detail = buildGameDetail();
    const round = roundApi({
      game: { ...detail.game, type: 'matchplay' },
      players: detail.players.slice(0, 2),
      scores: hole1(4, 5),
    });
    await openRound(round);
    expect(nameOf(row('Jane Doe'))).toBe('Jane Doe Round owner (You), 4 Birdie, Position 1, 1 UP Thru 1');
    expect(nameOf(row('Tom Kite'))).toBe('Tom Kite, 5 Par, Position 2, 1 DN Thru 1');
  });
});

describe('live updates of the round', () => {
  /** The realtime connection, answered as the server would: ready, then subscribed. */
  async function connected() {
    await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
    const socket = FakeSocket.all.at(-1) as FakeSocket;
    socket.readyState = 1;
    act(() => socket.onopen?.({}));
    socket.receive({ type: 'ready', userId: 'user-1' });
    return socket;
  }

  it('shows "Game settings updated" when a game.updated event brings new settings', async () => {
    const round = roundApi();
    await openRound(round);
    const socket = await connected();
    await waitFor(() => expect(socket.sent.some((sent) => sent.includes(`game:${round.id}`))).toBe(true));
    round.change((current) => ({
      ...current,
      game: { ...current.game, name: 'Sunday medal', version: current.game.version + 1 },
    }));
    socket.receive({
      type: 'events',
      topic: `game:${round.id}`,
      events: [{ name: 'game.updated', data: { gameId: round.id, version: 4 } }],
    });
    expect(await screen.findByText('Game settings updated')).toBeTruthy();
  });

  it('says who left when a player declines the round, not that its settings changed', async () => {
    const round = roundApi();
    await openRound(round);
    const socket = await connected();
    await waitFor(() => expect(socket.sent.some((sent) => sent.includes(`game:${round.id}`))).toBe(true));
    round.change((current) => ({
      ...current,
      game: { ...current.game, version: current.game.version + 1 },
      players: current.players
        .filter((player) => player.name !== 'Tom Kite')
        .map((player, position) => ({ ...player, position })),
    }));
    socket.receive({
      type: 'events',
      topic: `game:${round.id}`,
      events: [{ name: 'game.updated', data: { gameId: round.id, version: 4 } }],
    });
    expect(await screen.findByText('Left the round: Tom Kite')).toBeTruthy();
    expect(screen.queryByText('Game settings updated')).toBeNull();
  });

  it('shows a score saved on another phone without a toast', async () => {
    const round = roundApi();
    await openRound(round);
    const socket = await connected();
    await waitFor(() => expect(socket.sent.some((sent) => sent.includes(`game:${round.id}`))).toBe(true));
    round.change((current) => ({ ...current, scores: { '1': { p2: stored('p2', 1, 6) } } }));
    socket.receive({
      type: 'events',
      topic: `game:${round.id}`,
      events: [
        { name: 'score.saved', data: { gameId: round.id, playerId: 'p2', holeNumber: 1, version: 1 } },
      ],
    });
    await waitFor(() => expect(nameOf(row('Tom Kite'))).toMatch(/, 6 Bogey/));
    expect(screen.queryByText('Game settings updated')).toBeNull();
  });

  it('taken out of the round by the owner (on the golfer’s own topic): says so and goes to the dashboard', async () => {
    const round = roundApi();
    const { router } = await openRound(round);
    const socket = await connected();
    await waitFor(() => expect(socket.sent.some((sent) => sent.includes('user:user-1'))).toBe(true));
    round.lose(403);
    socket.receive({
      type: 'events',
      topic: 'user:user-1',
      events: [{ name: 'game.player.removed', data: { gameId: round.id } }],
    });
    expect(await screen.findByText('You are no longer a player in this round.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('a round deleted while open (its game.updated refetch answers 404): says so and goes to the dashboard', async () => {
    const round = roundApi();
    const { router } = await openRound(round);
    const socket = await connected();
    await waitFor(() => expect(socket.sent.some((sent) => sent.includes(`game:${round.id}`))).toBe(true));
    round.lose(404);
    socket.receive({
      type: 'events',
      topic: `game:${round.id}`,
      events: [{ name: 'game.updated', data: { gameId: round.id, version: 4 } }],
    });
    expect(await screen.findByText('This round was deleted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('Game not found')).toBeNull();
  });

  it('another golfer taken out of the round: the screen stays, with the players who remain', async () => {
    const round = roundApi();
    const { router } = await openRound(round);
    const socket = await connected();
    await waitFor(() => expect(socket.sent.some((sent) => sent.includes(`game:${round.id}`))).toBe(true));
    round.change((current) => ({
      ...current,
      players: current.players.filter((player) => player.name !== 'Tom Kite'),
      game: { ...current.game, version: current.game.version + 1 },
    }));
    socket.receive({
      type: 'events',
      topic: `game:${round.id}`,
      events: [{ name: 'game.updated', data: { gameId: round.id, version: 4 } }],
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Tom Kite,/ })).toBeNull());
    expect(router.state.location.pathname).toBe(`/play/${round.id}`);
    expect(screen.queryByText('You are no longer a player in this round.')).toBeNull();
  });
});
