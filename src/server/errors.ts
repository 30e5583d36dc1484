import { type ErrorCode, errorStatusByCode } from "../contracts/error";

/** The one error type services throw; the app's error handler turns it into `{message, code, fieldErrors?}`. */
export class AppError extends Error {
  readonly status: number;
  /** Fields the answer carries beside message and code, declared by the route's error schema. */
  readonly details: Record<string, string | number> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    options?: ErrorOptions & { details?: Record<string, string | number> },
  ) {
    super(message, options);
    this.details = options?.details;
    this.name = "AppError";
    this.status = errorStatusByCode[code];
  }
}

/** The answer (503, UNAVAILABLE) to any request that needed the database while it could not be reached. */
export const DATABASE_UNAVAILABLE = "The shop cannot reach its database right now. Please try again in a moment.";
