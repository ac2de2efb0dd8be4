import { describe, expect, it } from 'vitest';
import { canPublish, EMPTY_DRAFT } from './composer';

describe('canPublish', () => {
  const sending = { id: 'a', preview: 'blob:a', video: false, status: 'uploading' as const, progress: 0.5 };
  it.each([
    ['an empty draft', EMPTY_DRAFT, false, false],
    ['a caption', { ...EMPTY_DRAFT, caption: 'Birdie' }, false, true],
    ['blank space', { ...EMPTY_DRAFT, caption: '   ' }, false, false],
    ['a shared round without a caption', EMPTY_DRAFT, true, true],
    ['a shared round while a photo is sending', { ...EMPTY_DRAFT, media: [sending] }, true, false],
    ['a caption over 1024', { ...EMPTY_DRAFT, caption: 'x'.repeat(1025) }, true, false],
  ])('%s', (_name, draft, hasRound, expected) => {
    expect(canPublish(draft, hasRound)).toBe(expected);
  });
});
