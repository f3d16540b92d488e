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
import { API_CALLS, type ApiAnswers, type ApiCall, type ApiCallBodies, type LoginData, type Profile } from '../../dist/generated/api.ts';
import type { ApiClient, CallOptions } from './api.ts';
import { clearSession, type Session } from './session.ts';

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

export type AccountCalls = ReturnType<typeof accountCalls>;

export function accountCalls(api: ApiClient, session: Session) {
  /** A POST of the contract: its path, its body type and its answer type come from service/schemas/calls.json. */
  const post =
    <C extends ApiCall>(name: C, defaults?: CallOptions) =>
    (body: ApiCallBodies[C], options: CallOptions | undefined = defaults): Promise<ApiAnswers[C]> =>
      api.post<ApiAnswers[C]>(API_CALLS[name].path, body, options);

  async function profile(options?: CallOptions): Promise<Profile> {
    const data = await api.get<Profile>(API_CALLS.profile.path, options);
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

  /** A call that ends the session: the stored session is cleared even when the service cannot be reached. */
  const ending =
    <C extends 'logout' | 'logoutEverywhere'>(name: C) =>
    async (options?: CallOptions): Promise<ApiAnswers[C]> => {
      try {
        return await post(name)(undefined, options);
      } finally {
        clearSession(session);
      }
    };

  const login =
    <C extends 'loginWithPassword' | 'loginWithCode' | 'registerOrLogin' | 'verifyEmail'>(name: C, defaults?: CallOptions) =>
    async (body: ApiCallBodies[C], options: CallOptions | undefined = defaults): Promise<LoginData> =>
      loggedIn(await post(name)(body, options));

  return {
    profile,
    /** Mails a 6-digit code (login or registration); answers its lifetime in seconds. */
    sendCode: post('sendCode'),
    /** The seed suppresses this call's toast by default: a wrong password is shown by the form. */
    loginWithPassword: login('loginWithPassword', { showErrorMessage: false }),
    loginWithCode: login('loginWithCode'),
    /** A login code for an e-mail without an account creates one (seed 000 §4). */
    registerOrLogin: login('registerOrLogin'),
    /** Mails a code to confirm the address; no session until verifyEmail (an unconfirmed registration grants nothing). */
    register: post('register'),
    /** Confirms a password registration: its code, and the password typed at registration (service: sign_in). */
    verifyEmail: login('verifyEmail'),
    /** The newsletter preference of the logged-in account; answers (and stores) the profile. */
    async updateProfile(body: ApiCallBodies['updateProfile'], options?: CallOptions): Promise<Profile> {
      const data = await post('updateProfile')(body, options);
      session.userInfo.value = JSON.stringify(data);
      return data;
    },
    setPassword: post('setPassword'),
    forgotPassword: post('forgotPassword'),
    resetPassword: post('resetPassword'),
    /** Ends this session. */
    async logout(options?: CallOptions): Promise<void> {
      await ending('logout')(options);
    },
    logoutEverywhere: ending('logoutEverywhere'),
    /** Deletes the logged-in account (the typed address, and the current password where it has one); the stored session goes only once it is gone. */
    async deleteAccount(body: ApiCallBodies['deleteAccount'], options?: CallOptions): Promise<void> {
      await post('deleteAccount')(body, options);
      clearSession(session);
    },
    /**
     * Asks for a subscription; it counts once the address's owner follows the mailed link (double opt-in). The seed
     * suppresses this call's toast by default: the newsletter form shows its own messages.
     */
    subscribe: post('subscribe', { showErrorMessage: false }),
    registerProduct: post('registerProduct'),
    createRma: post('createRma'),
  };
}
