/** The spec's hard failures: the request never reached a working endpoint, or it failed unmodelled. */
export const HardFailure = {
  InvalidJson: 100000,
  InvalidConnectionMethod: 100001,
  HandlerMissing: 100002,
  UnknownCommand: 100003,
  ComponentUnavailable: 100004,
  UnhandledException: 100005,
} as const;

export type HardFailureCode = (typeof HardFailure)[keyof typeof HardFailure];

const MESSAGES: Record<number, string> = {
  100000: 'Request body is not valid JSON.',
  100001: 'Unsupported or invalid connection method.',
  100002: 'The command is registered but its handler is not available.',
  100003: 'Invalid API command.',
  100004: 'A required server component could not be reached.',
  100005: 'An unexpected error occurred while processing the request.',
};

/** The three 400 codes are the complete set; every other hard failure answers 500. */
export function hardFailureStatus(code: number): number {
  return code === 100000 || code === 100001 || code === 100003 ? 400 : 500;
}

export function hardFailureMessage(code: number): string {
  return MESSAGES[code] ?? 'Internal error.';
}
