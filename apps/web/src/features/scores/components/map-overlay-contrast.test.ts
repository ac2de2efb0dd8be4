import { describe, expect, it } from 'vitest';
import { designTokens } from '../../../test/design-tokens';
import { MIN_TEXT_CONTRAST, contrastRatio, parseHex } from '../../../lib/contrast';

/** `top` at `alpha` over `under`, as the eye sees it. */
function over(top: string, alpha: number, under: string): string {
  const [a, b] = [parseHex(top), parseHex(under)];
  return `#${a
    .map((channel, i) =>
      Math.round(channel * alpha + b[i]! * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

// The hole map's distance panel (HoleMap.tsx) is `bg-surface/95` over whatever the map shows (satellite imagery
// from black water to white sand): its text must stay readable over either extreme, in both themes.
describe.each([':root', '.dark'] as const)('the hole map’s distance panel in %s', (block) => {
  const tokens = designTokens(block);
  it.each([
    ['labels', 'fg-muted'],
    ['distances', 'fg'],
  ])('%s (--%s) read over black and over white imagery', (_what, text) => {
    for (const imagery of ['#000000', '#ffffff']) {
      const panel = over(tokens.surface!, 0.95, imagery);
      expect(contrastRatio(tokens[text]!, panel), `over ${imagery}`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });
});
