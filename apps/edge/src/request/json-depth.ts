/** True when arrays/objects nest more than `max` levels; stops at the first too-deep branch. */
export function nestsDeeperThan(value: unknown, max: number, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth >= max) return true;
  if (Array.isArray(value)) return value.some((item) => nestsDeeperThan(item, max, depth + 1));
  for (const key in value) if (nestsDeeperThan((value as Record<string, unknown>)[key], max, depth + 1)) return true;
  return false;
}
