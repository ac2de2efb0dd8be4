// @vitest-environment jsdom
import '../../../test/dom';
import { render, screen, within } from '@testing-library/react';
import type { GameDetail } from '@fairway/contract';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { buildGameDetail } from '../../games/test-factories';
import { leaderboardMode, liveLeaderboard, type StrokesByHole } from '../model/live-leaderboard';
import { LiveLeaderboard } from './LiveLeaderboard';

// The course of the factory: par 5 on holes 1, 4, 7…, par 4 elsewhere; stroke index = hole number.

/** A round of four: Jane, Tom and Bob from the factory plus Ann, with the given course handicaps. */
function fourball(type: GameDetail['game']['type'], useHandicaps: boolean, handicaps = [0, 0, 0, 0]) {
  const detail = buildGameDetail();
  const [first] = detail.players;
  if (!first) throw new Error('the factory has players');
  const ann = { ...first, id: 'p4', userId: 'user-4', name: 'Ann Lee', position: 3 };
  return buildGameDetail({
    game: { ...detail.game, type, useHandicaps },
    players: [...detail.players, ann].map((player, i) => ({ ...player, courseHandicap: handicaps[i] ?? 0 })),
  });
}

/** Strokes by hole, in player order Jane, Tom, Bob, Ann. */
function strokes(byHole: Record<number, readonly [number, number, number, number]>): StrokesByHole {
  const ids = ['p1', 'p2', 'p3', 'p4'];
  return Object.fromEntries(
    Object.entries(byHole).map(([hole, scores]) => [
      hole,
      Object.fromEntries(ids.map((id, i) => [id, { score: scores[i] ?? null }])),
    ]),
  );
}

/** The leaderboard as the round screen builds it: the shown scores through the round's format rules. */
function Board({ detail, scores }: { detail: GameDetail; scores: StrokesByHole }) {
  return (
    <LiveLeaderboard
      format={detail.game.type}
      scoringMode={leaderboardMode(detail.game)}
      rows={liveLeaderboard(detail, scores)}
      players={detail.players}
      myPlayerId="p1"
    />
  );
}

function renderBoard(detail: GameDetail, scores: StrokesByHole) {
  const i18n = createI18n(englishResources);
  const wrap = (next: StrokesByHole) => (
    <I18nextProvider i18n={i18n}>
      <Board detail={detail} scores={next} />
    </I18nextProvider>
  );
  const { rerender } = render(wrap(scores));
  return { update: (next: StrokesByHole) => rerender(wrap(next)) };
}

const lines = () =>
  within(screen.getByRole('region', { name: 'Leaderboard' }))
    .getAllByRole('listitem')
    .map((item) => Array.from(item.children));

/**
 * What each line of the leaderboard says, top to bottom: position, who, holes played, and the standing as a
 * screen reader hears it (the figure and its caption are hidden from it in favour of the whole label).
 */
function shown() {
  return lines().map(([position, who, standing]) => {
    const [names, status] = Array.from(who?.children ?? []);
    const visible = Array.from(standing?.children ?? []).filter(
      (part) => part.getAttribute('aria-hidden') !== 'true',
    );
    return [
      position?.textContent,
      names?.textContent,
      status?.textContent,
      visible.map((part) => part.textContent).join(' '),
    ];
  });
}

/** The standing of each line as it is drawn: the figure, and under it what it counts. */
const drawn = () =>
  lines().map(([, , standing]) =>
    Array.from(standing?.querySelectorAll('[aria-hidden="true"]') ?? []).map((part) => part.textContent),
  );

describe('the live leaderboard: skins', () => {
  // Gross skins (no handicaps): one skin a hole, won by the only lowest score; a tie carries it on.
  //              Jane Tom Bob Ann
  const HOLE_1 = [5, 5, 6, 6] as const; //   par 5: Jane and Tom tie on 5, the skin carries (1 at stake on hole 2)
  const HOLE_2 = [4, 3, 5, 4] as const; //   par 4: Tom alone on 3 wins its skin plus the carried one = 2
  const HOLE_3 = [4, 5, 3, 5] as const; //   par 4: Bob alone on 3 wins 1
  const HOLE_4 = [5, 6, 5, 6] as const; //   par 5: Jane and Bob tie on 5, the skin carries
  const HOLE_5 = [4, 4, 3, 4] as const; //   par 4: Bob alone on 3 wins its skin plus the carried one = 2

  it('carries a tied hole’s skin to the next hole won outright and ranks by skins won', () => {
    renderBoard(fourball('skins', false), strokes({ 1: HOLE_1, 2: HOLE_2, 3: HOLE_3 }));
    expect(screen.getByText('Ranked by skins won')).toBeDefined();
    // Tom 2 (hole 2 with hole 1's carry), Bob 1, Jane and Ann none: tied third, in player order.
    // Without the carry-over Tom and Bob would share the lead with 1 each.
    expect(shown()).toEqual([
      ['1', 'Tom Kite', 'Still playing · Thru 3', 'Skins: 2'],
      ['2', 'Uncle Bob', 'Still playing · Thru 3', 'Skins: 1'],
      ['T3', 'Jane Doe', 'Still playing · Thru 3', 'Skins: 0'],
      ['T3', 'Ann Lee', 'Still playing · Thru 3', 'Skins: 0'],
    ]);
    // On screen, a figure with a label under it, the same for one skin as for two.
    expect(drawn()).toEqual([
      ['2', 'Skins'],
      ['1', 'Skins'],
      ['0', 'Skins'],
      ['0', 'Skins'],
    ]);
  });

  it('updates when the next hole’s scores arrive: a carried skin puts Bob ahead of Tom', () => {
    const { update } = renderBoard(
      fourball('skins', false),
      strokes({ 1: HOLE_1, 2: HOLE_2, 3: HOLE_3, 4: HOLE_4 }),
    );
    // Hole 4 is tied: nobody wins, the standings after 3 holes stand with 4 played.
    expect(shown()).toEqual([
      ['1', 'Tom Kite', 'Still playing · Thru 4', 'Skins: 2'],
      ['2', 'Uncle Bob', 'Still playing · Thru 4', 'Skins: 1'],
      ['T3', 'Jane Doe', 'Still playing · Thru 4', 'Skins: 0'],
      ['T3', 'Ann Lee', 'Still playing · Thru 4', 'Skins: 0'],
    ]);
    update(strokes({ 1: HOLE_1, 2: HOLE_2, 3: HOLE_3, 4: HOLE_4, 5: HOLE_5 }));
    // Bob takes hole 5 and hole 4's carried skin: 1 + 2 = 3, ahead of Tom's 2 (without carry-overs: Bob 2, Tom 1).
    expect(shown()).toEqual([
      ['1', 'Uncle Bob', 'Still playing · Thru 5', 'Skins: 3'],
      ['2', 'Tom Kite', 'Still playing · Thru 5', 'Skins: 2'],
      ['T3', 'Jane Doe', 'Still playing · Thru 5', 'Skins: 0'],
      ['T3', 'Ann Lee', 'Still playing · Thru 5', 'Skins: 0'],
    ]);
  });
});

describe('the live leaderboard: best ball', () => {
  // Four golfers and no teams: Jane & Tom against Bob & Ann (players 1+2 v 3+4). With handicaps the format is
  // net, each golfer off 85% of the course handicap: Jane 0 → 0, Tom 20 → 17 (a stroke on stroke index 1–17),
  // Bob 10 → 8.5 → 9 (index 1–9), Ann 4 → 3.4 → 3 (index 1–3). A team scores its best net ball of each hole.
  const HANDICAPS = [0, 20, 10, 4];
  //              Jane Tom Bob Ann
  const HOLE_1 = [5, 5, 6, 6] as const; // par 5: Jane 5 / Tom 4 net → 4 (Tom);  Bob 5 / Ann 5 net → 5
  const HOLE_2 = [5, 4, 5, 5] as const; // par 4: Jane 5 / Tom 3 net → 3 (Tom);  Bob 4 / Ann 4 net → 4
  const HOLE_3 = [3, 5, 4, 5] as const; // par 4: Jane 3 / Tom 4 net → 3 (Jane); Bob 3 / Ann 4 net → 3 (Bob)
  const HOLE_4 = [7, 7, 5, 3] as const; // par 5: Jane 7 / Tom 6 net → 6 (Tom);  Bob 4 / Ann 3 net → 3 (Ann)

  it('ranks the teams on their best net ball of each hole, whichever partner played it', () => {
    renderBoard(fourball('bestball', true, HANDICAPS), strokes({ 1: HOLE_1, 2: HOLE_2, 3: HOLE_3 }));
    // Par 13. Jane & Tom 4 + 3 + 3 = 10 (−3); Bob & Ann 5 + 4 + 3 = 12 (−1).
    // Gross best balls would read −1 and +2; Tom's ball alone, −2.
    expect(shown()).toEqual([
      ['1', 'Jane Doe & Tom Kite', 'Still playing · Thru 3', '−3 net'],
      ['2', 'Uncle Bob & Ann Lee', 'Still playing · Thru 3', '−1 net'],
    ]);
    // The board says what it ranks, and each figure that it is net.
    expect(screen.getByText('Ranked by net strokes to par')).toBeDefined();
    expect(drawn()).toEqual([
      ['−3', 'Net'],
      ['−1', 'Net'],
    ]);
  });

  it('updates when the next hole’s scores arrive: Ann’s eagle puts her team ahead', () => {
    const { update } = renderBoard(
      fourball('bestball', true, HANDICAPS),
      strokes({ 1: HOLE_1, 2: HOLE_2, 3: HOLE_3 }),
    );
    update(strokes({ 1: HOLE_1, 2: HOLE_2, 3: HOLE_3, 4: HOLE_4 }));
    // Hole 4 (par 5, stroke index 4): Jane & Tom 6, one over: −2. Bob & Ann 3 (Ann receives no stroke on index 4
    // at 85%; at 100% she would, for a net 2), two under: −3.
    expect(shown()).toEqual([
      ['1', 'Uncle Bob & Ann Lee', 'Still playing · Thru 4', '−3 net'],
      ['2', 'Jane Doe & Tom Kite', 'Still playing · Thru 4', '−2 net'],
    ]);
  });
});
