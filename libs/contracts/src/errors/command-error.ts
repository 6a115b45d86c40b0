/**
 * How a handler error travels: as codes, never as class instances. The edge alone turns this into
 * the legacy envelope or the v1 `Errors` array.
 *
 * style decides the legacy `ErrorCode` shape: 'scalar' (one number), 'array' ([codes]),
 * 'keyed' ({ lower-cased param: code }).
 */
export type ErrorStyle = 'scalar' | 'array' | 'keyed';

export interface ErrorItem {
  code: number;
  message: string;
  /** lower-cased parameter name the error is about (keyed style) */
  param?: string;
  /** keyed style only: a value other than the code (e.g. 'NOT AVAILABLE IN DEMO MODE') */
  value?: string | number;
}

export interface CommandFailure {
  style: ErrorStyle;
  errors: ErrorItem[];
  /** HTTP status for the v1 shape (defaults to 200 for legacy, 422/404/... where the spec says) */
  httpStatus?: number;
  /** extra top-level fields the spec adds to some failures (e.g. ErrorCustomFieldID) */
  extra?: Record<string, unknown>;
}

export class CommandError extends Error {
  readonly failure: CommandFailure;
  /** false when the thrower left the shape to the command's contract (`errorStyle`) */
  private styleChosen: boolean;

  constructor(code: number, message: string, options: Partial<Omit<CommandFailure, 'errors'>> & { param?: string; value?: string | number } = {}) {
    super(message);
    this.name = 'CommandError';
    this.failure = {
      style: options.style ?? (options.param ? 'keyed' : 'scalar'),
      errors: [{ code, message, param: options.param, value: options.value }],
      httpStatus: options.httpStatus,
      extra: options.extra,
    };
    this.styleChosen = options.style !== undefined;
  }

  /**
   * Gives the error the contract's legacy shape unless the thrower chose one. A keyed contract needs
   * the parameter: an error without one keeps its scalar shape.
   */
  applyContractStyle(style: ErrorStyle | undefined): this {
    if (this.styleChosen || !style) return this;
    if (style === 'keyed' && !this.failure.errors.every((e) => e.param)) return this;
    this.failure.style = style;
    this.styleChosen = true;
    return this;
  }

  static many(errors: ErrorItem[], style: ErrorStyle = 'array', httpStatus?: number): CommandError {
    const error = new CommandError(errors[0]?.code ?? 1, errors[0]?.message ?? 'Error', { style, httpStatus });
    error.failure.errors = errors;
    return error;
  }

  /** Re-create from a bus reply, e.g. when one service calls another and passes the failure on. */
  static fromFailure(failure: CommandFailure): CommandError {
    const error = new CommandError(failure.errors[0]?.code ?? 1, failure.errors[0]?.message ?? 'Error', { style: failure.style });
    (error as { failure: CommandFailure }).failure = failure;
    return error;
  }
}

/** Hard failure raised deliberately by a service (rendered with the 1000xx rules). */
export class HardFailureError extends Error {
  constructor(
    readonly code: number,
    message?: string,
  ) {
    super(message ?? `hard failure ${code}`);
    this.name = 'HardFailureError';
  }
}
