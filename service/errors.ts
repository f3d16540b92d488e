import { API_CODES } from '../dist/generated/api.ts';

/**
 * The service's answer codes: one table, stable numbers (a client keys its texts on them: api.message.<code> in each
 * region's site.yaml), kept in the contract (service/schemas/calls.json `codes`, with when each is answered; listed in
 * docs/service-api.md and the OpenAPI document). Every answer is the envelope {code, msg, data}; the HTTP status says
 * the same thing for proxies and logs, and a client reads the envelope whatever the status.
 */
const { success, ...refusals } = API_CODES;
export const SUCCESS = success.code;
export const errorCodes = refusals;

export type ErrorName = keyof typeof errorCodes;

/** A refusal the client is told about: its code, and the wait (its message's {seconds}, where it has one). */
export class ApiError extends Error {
  readonly error: ErrorName;
  /** Seconds for the Retry-After header (rate limits). */
  readonly retryAfter: number | undefined;
  constructor(error: ErrorName, retryAfter?: number) {
    super(error);
    this.error = error;
    this.retryAfter = retryAfter;
  }
  get code(): number {
    return errorCodes[this.error].code;
  }
  get status(): number {
    return errorCodes[this.error].status;
  }
}
