import { type ErrorCode, errorStatusByCode } from "../contracts/error";

/** The one error type services throw; the app's error handler turns it into `{message, code, fieldErrors?}`. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "AppError";
    this.status = errorStatusByCode[code];
  }
}
