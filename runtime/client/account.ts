/**
 * The account calls of the service, typed, and what they do to the session
 * (seed 000 §4): after any login, registration or sign-in the tokens are
 * stored and the profile is fetched into userInfo; logout clears the session.
 * Every call takes CallOptions, so a form can say `showErrorMessage: false`
 * and show the refusal beside its fields instead of in a toast.
 *
 * @example
 * const account = accountCalls(pageApi(pageContext), session);
 * await account.loginWithPassword({ email, password }, { showErrorMessage: false });
 */
import type { NewsletterSource } from '../shared/newsletter.ts';
import type { ApiClient, CallOptions, LoginData } from './api.ts';
import { clearSession, type Session } from './session.ts';

const USER = '/account/user';

/** GET /account/user/profile. */
export interface Profile {
  user_id: string;
  email: string;
  region: string;
  subscribed: boolean;
  has_password: boolean;
  email_verified: boolean;
  created_at: string;
}

export type CodePurpose = 'login' | 'register';

export interface ProductRegistration {
  email: string;
  name: string;
  product: string;
  serialNumber: string;
  purchaseDate: string;
  retailer?: string;
}
export interface RmaRequest {
  email: string;
  name: string;
  product: string;
  serialNumber: string;
  orderNumber?: string;
  purchaseDate: string;
  reason: string;
  description: string;
}

/** The stored profile (userInfo), or undefined when none or unreadable. */
export function storedProfile(session: Session): Profile | undefined {
  const text = session.userInfo.value;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Profile>;
    return typeof value === 'object' && value !== null && typeof value.email === 'string' ? (value as Profile) : undefined;
  } catch {
    return undefined;
  }
}

export function accountCalls(api: ApiClient, session: Session) {
  async function profile(options?: CallOptions): Promise<Profile> {
    const data = await api.get<Profile>(`${USER}/profile`, options);
    session.userInfo.value = JSON.stringify(data);
    return data;
  }

  /** Seed 000 §4: store the tokens, then fetch the profile (a failed profile fetch does not undo the login). */
  async function loggedIn(data: LoginData): Promise<LoginData> {
    session.userId.value = data.user_id;
    session.apptoken.value = data.apptoken;
    session.reftoken.value = data.reftoken;
    session.userInfo.value = null;
    await profile({ showErrorMessage: false }).catch(() => undefined);
    return data;
  }

  const login = (url: string) => async (body: unknown, options?: CallOptions) => loggedIn(await api.post<LoginData>(url, body, options));

  return {
    profile,
    /** Mails a 6-digit code (login or registration); answers its lifetime in seconds. */
    sendCode: (body: { email: string; purpose: CodePurpose }, options?: CallOptions) => api.post<{ expires_in: number }>(`${USER}/code/send`, body, options),
    /** The seed suppresses this call's toast by default: a wrong password is shown by the form. */
    loginWithPassword: (body: { email: string; password: string }, options: CallOptions = { showErrorMessage: false }) => login(`${USER}/login/pwd`)(body, options),
    loginWithCode: login(`${USER}/login/code`) as (body: { email: string; code: string }, options?: CallOptions) => Promise<LoginData>,
    /** A login code for an e-mail without an account creates one (seed 000 §4). */
    registerOrLogin: login(`${USER}/register_or_login`) as (body: { email: string; code: string; subscribe?: boolean }, options?: CallOptions) => Promise<LoginData>,
    /** Mails a code to confirm the address; no session until verifyEmail (an unconfirmed registration grants nothing). */
    register: (body: { email: string; password: string; confirmPassword: string; subscribe?: boolean }, options?: CallOptions) =>
      api.post<{ expires_in: number }>(`${USER}/register/pwd`, body, options),
    /** Verifies the e-mail with the code the registration mailed. */
    /** Confirms a password registration: its code, and the password typed at registration (service: sign_in). */
    verifyEmail: login(`${USER}/sign_in`) as (body: { email: string; code: string; password: string }, options?: CallOptions) => Promise<LoginData>,
    /** The newsletter preference of the logged-in account; answers (and stores) the profile. */
    async updateProfile(body: { subscribed: boolean }, options?: CallOptions): Promise<Profile> {
      const data = await api.post<Profile>(`${USER}/profile/update`, body, options);
      session.userInfo.value = JSON.stringify(data);
      return data;
    },
    setPassword: (body: { currentPassword?: string; password: string; confirmPassword: string }, options?: CallOptions) => api.post(`${USER}/password/set`, body, options),
    forgotPassword: (body: { email: string }, options?: CallOptions) => api.post<{ expires_in: number }>(`${USER}/password/forgot`, body, options),
    resetPassword: (body: { token: string; password: string; confirmPassword: string }, options?: CallOptions) => api.post(`${USER}/password/reset`, body, options),
    /** Ends this session; the stored session is cleared even when the service cannot be reached. */
    async logout(options?: CallOptions): Promise<void> {
      try {
        await api.post(`${USER}/logout`, undefined, options);
      } finally {
        clearSession(session);
      }
    },
    async logoutEverywhere(options?: CallOptions): Promise<{ sessions: number }> {
      try {
        return await api.post<{ sessions: number }>(`${USER}/logout/all`, undefined, options);
      } finally {
        clearSession(session);
      }
    },
    /** The seed suppresses this call's toast by default: the newsletter form shows its own messages. */
    /** Asks for a subscription; it counts once the address's owner follows the mailed link (double opt-in). */
    subscribe: (body: { email: string; source?: NewsletterSource }, options: CallOptions = { showErrorMessage: false }) => api.post(`${USER}/subscribe/create`, body, options),
    registerProduct: (body: ProductRegistration, options?: CallOptions) => api.post<{ reference: string }>('/account/product/register', body, options),
    createRma: (body: RmaRequest, options?: CallOptions) => api.post<{ reference: string }>('/account/rma/create', body, options),
  };
}
