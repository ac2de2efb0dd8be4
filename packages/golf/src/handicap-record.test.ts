import { describe, expect, it } from 'vitest';
import { NO_INDEX_MAX_OVER_PAR, handicapHoleScore, handicapRecordOfCard } from './handicap-record';

describe('handicapHoleScore', () => {
  it.each([
    { strokes: 9, par: 4, received: null, expected: 4 + NO_INDEX_MAX_OVER_PAR },
    { strokes: 8, par: 4, received: null, expected: 8 },
    { strokes: 9, par: 4, received: 1, expected: 7 },
    { strokes: 9, par: 4, received: 0, expected: 6 },
    { strokes: 5, par: 4, received: 2, expected: 5 },
    { strokes: 9, par: 4, received: -1, expected: 5 },
  ])('$strokes on a par $par, $received received: $expected', ({ strokes, par, received, expected }) => {
    expect(handicapHoleScore(strokes, par, received)).toBe(expected);
  });
});

describe('handicapRecordOfCard', () => {
  const pars = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4]; // 72
  const card = (strokes: (number | null)[], indexes: (number | null)[] = pars.map((_, i) => i + 1)) =>
    pars.map((par, i) => ({ number: i + 1, par, strokeIndex: indexes[i], strokes: strokes[i] }));
  const bogeys = pars.map((par) => par + 1); // 90
  const blowUp = bogeys.map((strokes, i) => (i === 0 ? 12 : strokes)); // 12 on the 1st, a par 4

  it.each([
    {
      name: 'a bogey round on a rated tee',
      input: { handicapIndex: 18, courseRating: 71, slopeRating: 120, holes: card(bogeys) },
      expected: { adjustedGrossScore: 90, courseRating: 71, slopeRating: 120, differential: 17.9 },
    },
    {
      // course handicap 18 × 120 / 113 − 1 = 18.1 → 18: one stroke a hole, the 1st capped at 4 + 2 + 1
      name: 'a blow-up hole at net double bogey',
      input: { handicapIndex: 18, courseRating: 71, slopeRating: 120, holes: card(blowUp) },
      expected: { adjustedGrossScore: 90 - 5 + 7, courseRating: 71, slopeRating: 120 },
    },
    {
      name: 'a blow-up hole without an index, at par + 5',
      input: { handicapIndex: null, courseRating: 71, slopeRating: 120, holes: card(blowUp) },
      expected: { adjustedGrossScore: 90 - 5 + 9 },
    },
    {
      name: 'an unrated tee as CR = par, slope 113',
      input: { handicapIndex: 18, courseRating: null, slopeRating: null, holes: card(bogeys) },
      expected: { courseRating: 72, slopeRating: 113, differential: 18 },
    },
    {
      // course handicap 1: with the card's indexes the stroke is on the 18th; in hole order on the 1st
      name: 'a repeated stroke index, in hole order',
      input: {
        handicapIndex: 1,
        courseRating: 72,
        slopeRating: 113,
        holes: card(
          blowUp,
          pars.map((_, i) => (i === 0 ? 2 : i + 1)),
        ),
      },
      expected: { adjustedGrossScore: 90 - 5 + 7 },
    },
    {
      name: 'a valid card with the stroke elsewhere',
      input: {
        handicapIndex: 1,
        courseRating: 72,
        slopeRating: 113,
        holes: card(
          blowUp,
          pars.map((_, i) => 18 - i),
        ),
      },
      expected: { adjustedGrossScore: 90 - 5 + 6 },
    },
  ])('$name', ({ input, expected }) => {
    expect(handicapRecordOfCard(input)).toMatchObject({ holes: 18, ...expected });
  });

  it.each([
    { name: 'a hole without a score', holes: card(bogeys.map((s, i) => (i === 17 ? null : s))) },
    { name: 'a hole scored 0', holes: card(bogeys.map((s, i) => (i === 17 ? 0 : s))) },
    { name: 'nine holes', holes: card(bogeys).slice(0, 9) },
    { name: 'a hole twice', holes: [...card(bogeys).slice(0, 17), { ...card(bogeys)[0]! }] },
  ])('does not count $name', ({ holes }) => {
    expect(handicapRecordOfCard({ handicapIndex: 18, courseRating: 71, slopeRating: 120, holes })).toBeNull();
  });
});
