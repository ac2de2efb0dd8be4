import { ACHIEVEMENT_CATEGORIES } from '@fairway/contract/runtime';
import type { Achievement } from '@fairway/contract';

type Category = (typeof ACHIEVEMENT_CATEGORIES)[number];

/** The trophies grouped by category in the catalogue's order of categories, empty categories left out. */
export function groupByCategory(
  achievements: readonly Achievement[],
): { category: Category; achievements: Achievement[] }[] {
  return ACHIEVEMENT_CATEGORIES.map((category) => ({
    category,
    achievements: achievements.filter((achievement) => achievement.category === category),
  })).filter((group) => group.achievements.length > 0);
}

/** How far along a trophy is, 0 to 100 (whole percent). */
export function progressPercent(achievement: Pick<Achievement, 'progress' | 'total'>): number {
  if (achievement.total <= 0) return 0;
  return Math.round((Math.min(achievement.progress, achievement.total) / achievement.total) * 100);
}
