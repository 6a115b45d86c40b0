/** A journey's Run_Criteria as kept in its trigger parameters (RulesJSON and its operator), when it has any. */
export function runCriteriaOf(params: Record<string, unknown> | undefined): { rulesJson: unknown; operator: string } | undefined {
  const rules = params?.RunCriteria;
  if (rules === undefined || rules === null || (Array.isArray(rules) && !rules.length)) return undefined;
  return { rulesJson: rules, operator: typeof params?.RunCriteriaOperator === 'string' ? params.RunCriteriaOperator : 'and' };
}

/** A journey's entrant limits per UTC hour and day (RateLimitHourly, RateLimitDaily), when it has any. */
export function rateLimitsOf(params: Record<string, unknown> | undefined): { hourly?: number; daily?: number } | undefined {
  const hourly = Number(params?.RateLimitHourly ?? 0);
  const daily = Number(params?.RateLimitDaily ?? 0);
  if (!(hourly > 0) && !(daily > 0)) return undefined;
  return { ...(hourly > 0 ? { hourly } : {}), ...(daily > 0 ? { daily } : {}) };
}

/** whether a journey's entrants go through admission (Run_Criteria or a rate limit) instead of entering at once */
export function admitsThroughQueue(params: Record<string, unknown> | undefined): boolean {
  return runCriteriaOf(params) !== undefined || rateLimitsOf(params) !== undefined;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How many more may enter now, and when the next window opens if none may: `started` counts the journey's
 * enrolments started since the UTC hour's and day's start.
 */
export function admissionRoom(
  limits: { hourly?: number; daily?: number },
  started: { hour: number; day: number },
  now: Date,
): { room: number; resumeAt?: Date } {
  let room = Number.MAX_SAFE_INTEGER;
  let resumeAt: Date | undefined;
  const later = (at: Date) => (resumeAt = !resumeAt || at > resumeAt ? at : resumeAt);
  if (limits.hourly !== undefined) {
    room = Math.min(room, limits.hourly - started.hour);
    if (started.hour >= limits.hourly) later(new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR));
  }
  if (limits.daily !== undefined) {
    room = Math.min(room, limits.daily - started.day);
    if (started.day >= limits.daily) later(new Date(Math.floor(now.getTime() / DAY) * DAY + DAY));
  }
  return room > 0 ? { room } : { room: 0, resumeAt };
}

/** the start of the UTC hour and day of `now` */
export function windowStarts(now: Date): { hour: Date; day: Date } {
  return { hour: new Date(Math.floor(now.getTime() / HOUR) * HOUR), day: new Date(Math.floor(now.getTime() / DAY) * DAY) };
}
