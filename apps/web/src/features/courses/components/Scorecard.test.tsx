// @vitest-environment jsdom
import '../../../test/dom';
import { render, screen, within } from '@testing-library/react';
import type { GameResults } from '@fairway/contract';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { buildCourse, buildHoles, buildTee } from '../../clubs/test-factories';
import { roundLeaderboard } from '@fairway/golf';
import { resultCard, resultLeaderboardInput, scorecardOfResult } from '../../results';
import { cardExtras } from '../../scores';
import { scorecardOf, type Scorecard as Card } from '../model/scorecard';
import { Scorecard } from './Scorecard';

function show(card: Card, caption = 'Le Parcours') {
  render(
    <I18nextProvider i18n={createI18n(englishResources)}>
      <Scorecard card={card} unit="metric" caption={caption} />
    </I18nextProvider>,
  );
}

/** The holes of a result: 18 of them on two tees, one played by Ann (Blue), the other by nobody. */
function results(holes: GameResults['game']['holes'] = 18): GameResults {
  const course = buildHoles(18).map((hole) => ({
    holeNumber: hole.holeNumber,
    par: hole.par ?? 4,
    handicap: hole.handicap,
    distance: hole.distance,
  }));
  const ann = {
    id: 'a',
    userId: 'u-a',
    name: 'Ann',
    avatar: null,
    isGuest: false,
    guestId: null,
    handicapIndex: 10,
    courseHandicap: 10,
    teeId: '2d8f0c1e-0000-4000-8000-000000000001',
    teeName: 'Blue',
    teeColor: 'blue',
    teamId: null,
    status: 'finished' as const,
    position: 1,
    totalScore: 0,
    toPar: 0,
    thru: 0,
  };
  return {
    game: {
      id: 'g',
      name: '',
      clubName: 'Club',
      courseName: 'Course',
      date: '2026-05-01T10:00:00Z',
      status: 'finished',
      format: 'stableford',
      scoringMode: 'gross',
      holes,
      useHandicaps: true,
      courseLayout:
        holes === 0
          ? [1, 2, 3, 4, 5, 6, 7, 8, 9]
          : holes === 9
            ? [10, 11, 12, 13, 14, 15, 16, 17, 18]
            : Array.from({ length: 18 }, (_, i) => i + 1),
    },
    players: [ann],
    holesByTee: { [ann.teeId]: course, '129a0000-0000-4000-8000-000000000002': course },
    totalPar: 72,
    scores: Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((hole) => [
        String(hole),
        {
          a: {
            playerId: 'a',
            holeNumber: hole,
            score: hole === 3 ? 2 : 4,
            putts: 2,
            waterPenalties: 0,
            obPenalties: 0,
            dropPenalties: 0,
            fairwayHit: null,
            enteredBy: 'u-a',
            enteredAt: '2026-05-01T10:00:00Z',
            version: 1,
          },
        },
      ]),
    ),
    leaderboard: [],
    winnerId: 'a',
  };
}

describe('the scorecard', () => {
  it('names each tee by its whole name beside its colour', () => {
    show(
      scorecardOf(
        buildCourse({
          tees: ['Blue', 'Championship', 'Red', 'Yellow'].map((teeName) =>
            buildTee({ teeName, teeColor: teeName.toLowerCase() }),
          ),
        }),
      ),
    );
    for (const name of ['Blue', 'Championship', 'Red', 'Yellow']) {
      expect(screen.getByRole('rowheader', { name })).toBeDefined();
    }
    const swatch = screen.getByRole('rowheader', { name: 'Blue' }).querySelector('[aria-hidden="true"]');
    expect((swatch as HTMLElement).style.backgroundColor).toBe('rgb(37, 99, 235)');
  });

  it('gives each nine its subtotal and the last one the total, its par summed', () => {
    show(scorecardOf(buildCourse()));
    const front = screen.getByRole('region', { name: 'Le Parcours · Front nine' });
    const back = screen.getByRole('region', { name: 'Le Parcours · Back nine' });
    expect(within(front).getByRole('columnheader', { name: 'Out' })).toBeDefined();
    expect(within(back).getByRole('columnheader', { name: 'In' })).toBeDefined();
    expect(within(back).getByRole('columnheader', { name: 'Total' })).toBeDefined();
    const par = within(back).getByRole('row', { name: /^Par/ });
    const cells = within(par).getAllByRole('cell');
    expect(cells.at(-1)?.textContent).toBe('72');
    expect(cells.at(-2)?.textContent).toBe('36');
  });

  it('keeps the row names and the totals in place while the holes scroll, in a focusable region', () => {
    show(scorecardOf(buildCourse()));
    const back = screen.getByRole('region', { name: 'Le Parcours · Back nine' });
    expect(back.tabIndex).toBe(0);
    expect(within(back).getByRole('columnheader', { name: 'Total' }).className).toMatch(/sticky right-0/);
    expect(within(back).getByRole('columnheader', { name: 'In' }).className).toMatch(/sticky right-12/);
    expect(within(back).getByRole('columnheader', { name: 'Hole' }).className).toMatch(/sticky left-0/);
  });

  it('gives a 9-hole card its nine holes, Out and Total, as an 18-hole card has them', () => {
    show(scorecardOf(buildCourse({ holes: 9, tees: [buildTee({ holes: buildHoles(9) })] })));
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['Out', 'Total']);
    expect(headers.filter((header) => /^\d+$/.test(header ?? ''))).toHaveLength(9);
    // Both stay on screen while the holes scroll: Out beside Total.
    expect(screen.getByRole('columnheader', { name: 'Out' }).className).toMatch(/sticky right-12/);
    expect(screen.getByRole('columnheader', { name: 'Total' }).className).toMatch(/sticky right-0/);
  });
});

describe("the result's scorecard", () => {
  it('names the tees its players played, never by a piece of an id', () => {
    const data = results();
    const card = scorecardOfResult(resultCard(data, data.players[0]!));
    expect(card.tees.map((tee) => tee.name)).toEqual(['Blue']);
    show(card, 'Scorecard of Ann');
    expect(screen.getAllByRole('rowheader', { name: 'Blue' })).toHaveLength(2);
    expect(screen.queryByText(/^2d8|^129/)).toBeNull();
  });

  it("shows the player's strokes coloured by the score's name, with the nine's and the round's totals", () => {
    const data = results();
    show(scorecardOfResult(resultCard(data, data.players[0]!)), 'Scorecard of Ann');
    const front = screen.getByRole('region', { name: 'Scorecard of Ann · Front nine' });
    const row = within(front).getByRole('row', { name: /^Ann/ });
    const cells = within(row).getAllByRole('cell');
    // Hole 3 is a par 3 played in 2: a birdie; hole 2 a par 5 played in 4, another.
    expect(cells[2]?.innerHTML).toMatch(/score-birdie/);
    expect(cells[0]?.innerHTML).toMatch(/bg-surface-muted/);
    expect(cells.at(-1)?.textContent).toBe('34');
    const back = screen.getByRole('region', { name: 'Scorecard of Ann · Back nine' });
    const backRow = within(back).getByRole('row', { name: /^Ann/ });
    expect(within(backRow).getAllByRole('cell').at(-1)?.textContent).toBe('34');
  });

  it('shows the strokes received as dots and a net and a points row that add up to the leaderboard', () => {
    const data = results();
    const input = resultLeaderboardInput(data);
    const extras = cardExtras(input).a;
    show(scorecardOfResult(resultCard(data, data.players[0]!), extras), 'Scorecard of Ann');
    const front = screen.getByRole('region', { name: 'Scorecard of Ann · Front nine' });
    const back = screen.getByRole('region', { name: 'Scorecard of Ann · Back nine' });
    // Course handicap 10 → playing handicap 10 at 95%: one stroke on each of the ten hardest holes.
    const dots = [front, back].flatMap((table) => [...table.querySelectorAll('[data-stroke-dots]')]);
    expect(dots).toHaveLength(10);
    expect(within(front).getAllByText(/^Strokes received: 1$/).length).toBeGreaterThan(0);
    const row = leaderboardRow(input);
    const points = within(back).getByRole('row', { name: /^Ann: ?Points/ });
    expect(within(points).getAllByRole('cell').at(-1)?.textContent).toBe(String(row.points));
    const net = within(back).getByRole('row', { name: /^Ann: ?Net/ });
    expect(within(net).getAllByRole('cell').at(-1)?.textContent).toBe(String(row.net));
    expect(screen.getByText('A dot: one handicap stroke received on the hole.')).toBeDefined();
  });

  it('has no dots and no net row when handicaps are not used', () => {
    const data = results();
    data.game.useHandicaps = false;
    const extras = cardExtras(resultLeaderboardInput(data)).a;
    show(scorecardOfResult(resultCard(data, data.players[0]!), extras), 'Scorecard of Ann');
    expect(document.querySelector('[data-stroke-dots]')).toBeNull();
    expect(screen.queryByRole('row', { name: /^Ann: ?Net/ })).toBeNull();
    expect(screen.getAllByRole('row', { name: /^Ann: ?Points/ })).toHaveLength(2);
  });
});

function leaderboardRow(input: Parameters<typeof roundLeaderboard>[0]) {
  const row = roundLeaderboard(input)[0];
  if (!row) throw new Error('no row');
  return row;
}
