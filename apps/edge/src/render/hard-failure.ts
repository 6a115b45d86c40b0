import { hardFailureMessage } from '@mail/contracts';

/** The standard envelope plus `Errors`, for the six 1000xx codes (and any other hard code). */
export function hardFailureBody(code: number, message?: string): Record<string, unknown> {
  const text = message ?? hardFailureMessage(code);
  return { Success: false, ErrorCode: code, ErrorText: text, Errors: [{ Code: code, Message: text }] };
}
