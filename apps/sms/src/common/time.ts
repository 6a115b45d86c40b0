/** `YYYY-MM-DD HH:MM:SS.mmm` (UTC): SMS event times carry milliseconds; a cursor's CursorTime must be one */
export function isEventTime(text: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}\.\d{3})$/.exec(text);
  return !!m && !Number.isNaN(Date.parse(`${m[1]}T${m[2]}Z`));
}

/** Any date the spec calls parseable: `YYYY-MM-DD[ HH:MM:SS[.mmm]]` read as UTC, ISO 8601, or what Date.parse reads */
export function parseAnyDate(text: string): Date | undefined {
  const ours = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?))?$/.exec(text.trim());
  const ms = ours ? Date.parse(`${ours[1]}T${ours[2] ?? '00:00:00'}Z`) : Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}
