/**
 * The service's answer codes: one table, stable numbers (a client keys its
 * texts on them: api.message.<code> in each region's site.yaml). Every answer
 * is the envelope {code, msg, data}; the HTTP status says the same thing for
 * proxies and logs, and a client reads the envelope whatever the status.
 *
 * | code | HTTP | when | English message (site.yaml api.message.<code>) |
 * |------|------|------|------------------------------------------------|
 * | 2000 | 200 | success | success |
 * | 4000 | 400 | body or query fails its schema, unknown keys, bad JSON, control characters in a text | Please check the information you entered and try again. |
 * | 4000 | 403 | a state-changing call from a page of another site (Sec-Fetch-Site: cross-site, or an Origin of another host) | (the same) |
 * | 4000 | 415 | a state-changing call whose Content-Type is not application/json | (the same) |
 * | 4001 | 400 | e-mail fails the shared rule (core/email-address.ts) | Please enter a valid email address. |
 * | 4002 | 400 | password fails seed §5 (≥ 8, letters and digits) | Please use a more complex password format. |
 * | 4003 | 401 | app or refresh token missing, expired, revoked, forged, or of another family | Login expired, please log in again. |
 * | 4004 | 401 | wrong e-mail or password | Incorrect email or password. Please try again. |
 * | 4005 | 409 | registration with an e-mail that has an account | This email is already in use. Log in. |
 * | 4006 | 404 | a right code (login/code, sign_in) for an e-mail without an account; never before the code is right (no enumeration) | No account found with this email. |
 * | 4007 | 400 | code wrong, expired, used, or burnt by 5 wrong tries | Invalid code. Please try again. |
 * | 4008 | 400 | confirmPassword differs from password | Confirmed password does not match the new password. Please enter again. |
 * | 4009 | 400 | reset or newsletter confirmation link unknown, expired or already used | This link has expired or was already used. Please request a new one. |
 * | 4010 | 400 | password/set without the right current password, for an account that has one | The current password is incorrect. Please try again. |
 * | 4011 | 403 | login/pwd with the right password for an account whose e-mail is not confirmed (docs/decisions.md D65: no password log-in before the owner proved the mailbox) | Please confirm your email address first: enter the code we sent you, or log in with an emailed code. |
 * | 4012 | 403 | password/set of a first password by a session that did not begin with a code log-in in the last 10 minutes (D65: an app token alone adds no password) | For your security, log in again with a code sent to your email, then set your password. |
 * | 4016 | 403 | user/delete by an account without a password whose session did not begin with a code log-in in the last 10 minutes (an app token alone deletes no account) | For your security, log in again with a code sent to your email, then delete your account. |
 * | 4013 | 413 | request body over the limit | The request is too large. |
 * | 4014 | 400 | a new account (register/pwd, register_or_login) without `consent: true` in a region whose regions.yaml entry has accountConsent: checkbox (cn, PIPL) | Please tick the box to accept the Terms of Use and confirm you have read the Privacy Policy. |
 * | 4015 | 403 | a `challenged` call (calls.json) whose request the edge marked as a failed challenge (service/challenge.ts: header X-Challenge-Verdict: failed); the service runs no captcha itself | Please try again to continue. |
 * | 4029 | 429 | too many requests from one client address (Retry-After) | Too many requests. Please wait a moment. |
 * | 4030 | 429 | too many tries on one account from one client address, or too many mails to one address (Retry-After; {seconds}) | Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}. |
 * | 4040 | 404 | no such call | The requested service was not found. |
 * | 5000 | 500 | anything unexpected (logged, never shown) | Server error, please try again later. (api.message.default) |
 */
export const SUCCESS = 2000;

export const errorCodes = {
  invalidRequest: { code: 4000, status: 400 },
  crossSite: { code: 4000, status: 403 },
  notJson: { code: 4000, status: 415 },
  invalidEmail: { code: 4001, status: 400 },
  weakPassword: { code: 4002, status: 400 },
  sessionExpired: { code: 4003, status: 401 },
  wrongCredentials: { code: 4004, status: 401 },
  emailInUse: { code: 4005, status: 409 },
  noAccount: { code: 4006, status: 404 },
  invalidCode: { code: 4007, status: 400 },
  passwordMismatch: { code: 4008, status: 400 },
  invalidResetLink: { code: 4009, status: 400 },
  invalidConfirmLink: { code: 4009, status: 400 },
  wrongCurrentPassword: { code: 4010, status: 400 },
  emailNotVerified: { code: 4011, status: 403 },
  recentCodeLoginNeeded: { code: 4012, status: 403 },
  tooLarge: { code: 4013, status: 413 },
  consentRequired: { code: 4014, status: 400 },
  challengeFailed: { code: 4015, status: 403 },
  recentCodeLoginForDelete: { code: 4016, status: 403 },
  tooManyRequests: { code: 4029, status: 429 },
  tooManyAttempts: { code: 4030, status: 429 },
  notFound: { code: 4040, status: 404 },
  serverError: { code: 5000, status: 500 },
} as const;

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
