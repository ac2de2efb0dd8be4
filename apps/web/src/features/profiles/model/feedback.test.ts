import { describe, expect, it } from 'vitest';
import { feedbackUrl } from './feedback';

describe('feedbackUrl', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['javascript:alert(1)', null],
    ['https://github.com/fairway/fairway/issues/new', 'https://github.com/fairway/fairway/issues/new'],
    [' mailto:feedback@example.org ', 'mailto:feedback@example.org'],
  ])('%j → %j', (value, expected) => {
    expect(feedbackUrl(value)).toBe(expected);
  });
});
