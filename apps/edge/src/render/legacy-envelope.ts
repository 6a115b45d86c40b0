import type { CommandFailure } from '@mail/contracts';

/** `{Success, ErrorCode, ErrorText}` around a success body. */
export function legacySuccess(body: unknown): Record<string, unknown> {
  const extra =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : body === undefined ? {} : { Data: body };
  return { Success: true, ErrorCode: 0, ErrorText: '', ...extra };
}

/** ErrorCode is one number, an array, or a map of lower-cased param names; ErrorText runs parallel. */
export function legacyFailure(failure: CommandFailure): Record<string, unknown> {
  const { errors, style } = failure;
  let errorCode: unknown;
  let errorText: unknown;
  if (style === 'keyed') {
    errorCode = Object.fromEntries(errors.map((e) => [e.param ?? String(e.code), e.value ?? e.code]));
    errorText = errors.length === 1 ? errors[0].message : errors.map((e) => e.message);
  } else if (style === 'array') {
    errorCode = errors.map((e) => e.value ?? e.code);
    errorText = errors.map((e) => e.message);
  } else {
    errorCode = errors[0]?.code ?? 1;
    errorText = errors[0]?.message ?? '';
  }
  return { Success: false, ErrorCode: errorCode, ErrorText: errorText, ...(failure.extra ?? {}) };
}
