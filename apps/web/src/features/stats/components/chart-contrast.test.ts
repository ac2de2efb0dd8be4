import { describe, expect, it } from 'vitest';
import { designTokens } from '../../../test/design-tokens';
import { MIN_TEXT_CONTRAST, contrastRatio } from '../../../lib/contrast';

/** Non-text marks (bars, lines) need 3:1 against what they sit on (WCAG 1.4.11). */
const MIN_MARK_CONTRAST = 3;

// Recharts draws its labels as SVG text, which axe does not measure: the pairs the charts use are checked here.
describe.each([':root', '.dark'] as const)('the statistics charts in %s', (block) => {
  const tokens = designTokens(block);

  it.each([
    ['axis labels', 'fg-muted', 'surface'],
    ['axis labels on the page', 'fg-muted', 'bg'],
    ['bar values and tooltips', 'fg', 'surface'],
  ])('%s are readable (%s on %s)', (_what, text, ground) => {
    expect(contrastRatio(tokens[text]!, tokens[ground]!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(['chart-eagle', 'chart-birdie', 'chart-par', 'chart-bogey', 'chart-double', 'primary'])(
    'the %s marks stand out from the surface and the page',
    (mark) => {
      expect(tokens[mark], `--${mark} is defined`).toBeDefined();
      expect(contrastRatio(tokens[mark]!, tokens.surface!)).toBeGreaterThanOrEqual(MIN_MARK_CONTRAST);
      expect(contrastRatio(tokens[mark]!, tokens.bg!)).toBeGreaterThanOrEqual(MIN_MARK_CONTRAST);
    },
  );
});
