import type { Achievement } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { groupByCategory, progressPercent } from './catalogue';

const trophy = (id: Achievement['id'], category: Achievement['category']): Achievement => ({
  id,
  category,
  icon: 'flag',
  level: 1,
  earned: false,
  earnedDate: null,
  progress: 0,
  total: 1,
  earnable: true,
});

describe('groupByCategory', () => {
  it('keeps the categories’ order and leaves empty ones out', () => {
    const groups = groupByCategory([
      trophy('beta-participant', 'specials'),
      trophy('rounds-1', 'journey'),
      trophy('first-birdie', 'scoring'),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['journey', 'scoring', 'specials']);
  });
});

describe('progressPercent', () => {
  it.each([
    { progress: 0, total: 5, percent: 0 },
    { progress: 2, total: 3, percent: 67 },
    { progress: 5, total: 5, percent: 100 },
    { progress: 7, total: 5, percent: 100 },
  ])('$progress of $total is $percent %', ({ progress, total, percent }) => {
    expect(progressPercent({ progress, total })).toBe(percent);
  });
});
