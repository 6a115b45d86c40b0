/** The golden ratio's fractional part: n·φ mod 1 spreads consecutive ordinals evenly over [0, 1). */
const PHI = 0.6180339887498949;

/**
 * The A/B variation of the recipient at `ordinal` in a run's snapshot (0, 1, 2, … in snapshot order): the variation
 * whose share of the weights contains frac(ordinal·φ). The same ordinal always gets the same variation (a retried
 * snapshot page assigns what it assigned before), and any run of consecutive recipients is split in proportion to
 * the weights to within a recipient or two: with weights 1:1 exactly half of every 10; a hash per address would
 * drift by several percent on small lists.
 */
export function variationAt(ordinal: number, weights: number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const point = (ordinal * PHI) % 1;
  let upper = 0;
  for (let i = 0; i < weights.length; i++) {
    upper += weights[i] / total;
    if (point < upper) return i;
  }
  return weights.length - 1;
}
