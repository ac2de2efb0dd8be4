import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  automaticCourse,
  defaultSettings,
  defaultTeeId,
  holesOptions,
  newDraft,
  nextStep,
  previousStep,
  showsScoringMode,
  startingHoleOptions,
  stepProgress,
  stepsFor,
  withCourse,
  withFormat,
  withHoles,
  withPlayerTee,
} from './round-setup';
import { NOW, owner, tee, course, club, golfer } from './round-setup.fixtures';

describe('a new draft', () => {
  it('has the golfer alone in the first slot and the spec’s defaults', () => {
    const draft = newDraft('live', owner, NOW);
    expect(draft.players.map((p) => p.key)).toEqual(['user:u-1']);
    expect(draft.settings).toMatchObject({
      holes: 18,
      startingHole: 1,
      format: 'strokeplay',
      scoringMode: 'gross',
      useHandicaps: true,
      isPrivate: false,
      contests: { longestDrive: false, closestToPin: false },
    });
    expect(new Date(draft.settings.date).getTime()).toBe(NOW.getTime());
  });
});

describe('steps', () => {
  it.each([
    ['no club chosen yet', null, ['kind', 'club', 'settings', 'players']],
    ['one course with a scorecard', [course()], ['kind', 'club', 'settings', 'players']],
    [
      'one course without a scorecard',
      [course({ tees: [] })],
      ['kind', 'club', 'course', 'settings', 'players'],
    ],
    ['no course', [], ['kind', 'club', 'course', 'settings', 'players']],
    ['two courses', [course(), course({ id: 'c-2' })], ['kind', 'club', 'course', 'settings', 'players']],
  ] as const)('with %s: %j', (_label, courses, steps) => {
    expect(stepsFor(courses)).toEqual(steps);
  });

  it.each([
    ['kind', null, 'club'],
    ['club', 'kind', 'course'],
    ['course', 'club', 'settings'],
    ['settings', 'course', 'players'],
    ['players', 'settings', null],
  ] as const)('around %s: back to %s, on to %s', (step, previous, next) => {
    const steps = stepsFor([course(), course({ id: 'c-2' })]);
    expect(previousStep(steps, step)).toBe(previous);
    expect(nextStep(steps, step)).toBe(next);
  });

  it.each([
    ['kind', 1],
    ['club', 2],
    ['course', 2],
    ['settings', 3],
    ['players', 4],
  ] as const)('counts %s as step %i of 4, whatever the club: the counter never jumps', (step, current) => {
    expect(stepProgress(step)).toEqual({ current, total: 4 });
  });

  it('counts one more at each step on, with or without the course step', () => {
    for (const courses of [null, [course()], [course(), course({ id: 'c-2' })]]) {
      const counts = stepsFor(courses).map((step) => stepProgress(step).current);
      counts.slice(1).forEach((count, i) => expect(count - counts[i]!).toBeLessThanOrEqual(1));
      expect(counts.at(-1)).toBe(4);
    }
  });

  it.each([
    ['one course with a scorecard', [course()], 'c-1'],
    ['one course without GPS (score only)', [course({ hasGps: false })], 'c-1'],
    ['one course without a scorecard', [course({ tees: [] })], null],
    ['two courses', [course(), course({ id: 'c-2' })], null],
    ['no course', [], null],
  ])('chooses the course automatically with %s', (_, courses, expected) => {
    expect(automaticCourse(courses)?.id ?? null).toBe(expected);
  });
});

describe('holes', () => {
  it.each([
    [18, [18, 0, 9]],
    [9, [0]],
  ])('a %i-hole course offers %j', (holes, options) => {
    expect(holesOptions(holes)).toEqual(options);
  });

  it.each([
    [18, 1, 18],
    [0, 1, 9],
    [9, 10, 18],
  ] as const)('holes %i start from %i to %i', (holes, first, last) => {
    const options = startingHoleOptions(holes);
    expect(options[0]).toBe(first);
    expect(options.at(-1)).toBe(last);
  });

  it.each([
    [18, 10, 9, 10],
    [18, 1, 9, 10],
    [18, 5, 0, 5],
    [18, 14, 0, 1],
    [0, 3, 18, 3],
  ] as const)('holes %i from %i, then %i: starts on %i', (holes, start, next, expected) => {
    const settings = { ...defaultSettings(NOW), holes, startingHole: start };
    expect(withHoles(settings, next)).toMatchObject({ holes: next, startingHole: expected });
  });

  it('a 9-hole course turns an 18-hole round into the front nine', () => {
    const draft = withCourse(newDraft('live', owner, NOW), club, course({ holes: 9 }));
    expect(draft.settings.holes).toBe(0);
    const back = withCourse(
      { ...draft, settings: { ...draft.settings, holes: 9, startingHole: 12 } },
      club,
      course({ holes: 9 }),
    );
    expect(back.settings).toMatchObject({ holes: 0, startingHole: 1 });
  });
});

describe('format', () => {
  it.each([
    ['strokeplay', true],
    ['stableford', false],
    ['matchplay', false],
    ['skins', false],
    ['bestball', false],
    ['scramble', false],
    ['alternate', false],
  ] as const)('%s shows gross/net: %s', (format, shown) => {
    expect(showsScoringMode(format)).toBe(shown);
  });

  it.each([
    ['strokeplay', 'net', 'net'],
    ['stableford', 'net', 'gross'],
    ['matchplay', 'gross', 'gross'],
  ] as const)('switching to %s from %s scoring keeps %s', (format, mode, expected) => {
    const settings = { ...defaultSettings(NOW), scoringMode: mode };
    expect(withFormat(settings, format)).toMatchObject({ format, scoringMode: expected });
  });
});

describe('the default tee (black, else blue, else white, else the first)', () => {
  it.each([
    [[tee('w', 'white'), tee('b', 'black'), tee('bl', 'blue')], 'b'],
    [[tee('w', 'white'), tee('y', 'yellow'), tee('bl', 'blue')], 'bl'],
    [[tee('y', 'yellow'), tee('w', 'white'), tee('r', 'red')], 'w'],
    [[tee('y', 'yellow'), tee('r', 'red')], 'y'],
    [[tee('s', null, 'Standard')], 's'],
    [[tee('x', null, 'Black'), tee('w', 'white')], 'x'],
    [[tee('B', ' Blue '), tee('w', 'white')], 'B'],
    [[], null],
  ])('%j → %s', (tees, expected) => {
    expect(defaultTeeId(tees)).toBe(expected);
  });

  it('puts every player on it when the course is chosen, and new players too', () => {
    const draft = withCourse(newDraft('live', owner, NOW), club, course());
    expect(draft.players[0]?.teeId).toBe('t-blue');
    expect(addPlayer(draft.players, golfer('u-2'), course().tees)[1]?.teeId).toBe('t-blue');
  });

  it('keeps a tee the player chose when it exists on the new course', () => {
    const players = withPlayerTee(
      withCourse(newDraft('live', owner, NOW), club, course()).players,
      'user:u-1',
      't-red',
    );
    expect(withCourse({ ...newDraft('live', owner, NOW), players }, club, course()).players[0]?.teeId).toBe(
      't-red',
    );
    expect(
      withCourse({ ...newDraft('live', owner, NOW), players }, club, course({ tees: [tee('o', 'orange')] }))
        .players[0]?.teeId,
    ).toBe('o');
  });
});
