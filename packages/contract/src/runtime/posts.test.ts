import { describe, expect, it } from 'vitest';
import { captionParts, tagAt, tagsOf } from './posts';

describe('captions', () => {
  it.each([
    ['Eagle on 7 #Eagle #golf-day with @ann.b.', ['eagle', 'golf'], ['ann.b']],
    ['no tags, mail a@b.c or C#', [], []],
    ['#one #one @x @bo', ['one'], ['bo']],
    ['(#par)\n@ann_b,', ['par'], ['ann_b']],
  ])('%j has hashtags %j and mentions %j', (caption, hashtags, mentions) => {
    expect(tagsOf(caption)).toEqual({ hashtags, mentions });
  });

  it('cuts a caption into text and links, losing nothing', () => {
    const caption = 'Hi @ann.b, see #eagle!';
    const parts = captionParts(caption);
    expect(parts.map((part) => part.kind)).toEqual(['text', 'mention', 'text', 'hashtag', 'text']);
    expect(parts.map((part) => part.text).join('')).toBe(caption);
  });

  it('finds the tag being typed from one character after the sign', () => {
    expect(tagAt('Great #ea', 9)).toEqual({ sign: '#', query: 'ea', start: 6 });
    expect(tagAt('with @b', 7)).toEqual({ sign: '@', query: 'b', start: 5 });
    expect(tagAt('with @', 6)).toBeNull();
    expect(tagAt('mail a@b', 8)).toBeNull();
    expect(tagAt('#eagle done', 11)).toBeNull();
  });
});
