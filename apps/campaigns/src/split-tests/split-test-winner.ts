import type { SplitTestWinner } from '@mail/contracts';

import type { VariationTestFigures } from './split-test.repository';

/**
 * The winning variation (an index) of a split test: the highest rate of human opens among the test recipients sent
 * (Highest Open Rate) or the most recipients with a human click (Most Unique Clicks); a tie goes to the earlier
 * variation, as does a test nobody was sent.
 */
export function splitTestWinner(rule: SplitTestWinner, figures: VariationTestFigures[], variations: number): number {
  const score = (f: VariationTestFigures | undefined) => (!f ? 0 : rule === 'Most Unique Clicks' ? f.clicked : f.sent > 0 ? f.opened / f.sent : 0);
  let best = 0;
  for (let i = 1; i < variations; i++) if (score(figures.find((f) => f.variation === i)) > score(figures.find((f) => f.variation === best))) best = i;
  return best;
}

/**
 * Whether the recipient at `ordinal` (0, 1, 2, … in the run's snapshot order) is in a test of `percent` %, and its
 * index among the test recipients: exactly ⌊n·percent/100⌋ of any first n recipients are in, spread evenly.
 */
export function testSlot(ordinal: number, percent: number): { inTest: boolean; index: number } {
  const index = Math.floor((ordinal * percent) / 100);
  return { inTest: Math.floor(((ordinal + 1) * percent) / 100) > index, index };
}
