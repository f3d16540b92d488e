/**
 * The request schemas of service/schemas/ (one per call), compiled once with
 * ajv in strict mode. Unknown keys are refused (additionalProperties: false),
 * sizes are bounded; rules shared with the forms (e-mail, password) are applied
 * after the schema, so their answers carry their own codes.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import codeSend from './schemas/code-send.schema.json' with { type: 'json' };
import loginCode from './schemas/login-code.schema.json' with { type: 'json' };
import loginPwd from './schemas/login-pwd.schema.json' with { type: 'json' };
import passwordForgot from './schemas/password-forgot.schema.json' with { type: 'json' };
import passwordReset from './schemas/password-reset.schema.json' with { type: 'json' };
import passwordSet from './schemas/password-set.schema.json' with { type: 'json' };
import profileUpdate from './schemas/profile-update.schema.json' with { type: 'json' };
import productRegistration from './schemas/product-registration.schema.json' with { type: 'json' };
import refreshQuery from './schemas/refresh-query.schema.json' with { type: 'json' };
import registerOrLogin from './schemas/register-or-login.schema.json' with { type: 'json' };
import registerPwd from './schemas/register-pwd.schema.json' with { type: 'json' };
import rmaCreate from './schemas/rma-create.schema.json' with { type: 'json' };
import signIn from './schemas/sign-in.schema.json' with { type: 'json' };
import subscribeConfirm from './schemas/subscribe-confirm.schema.json' with { type: 'json' };
import subscribeCreate from './schemas/subscribe-create.schema.json' with { type: 'json' };

export interface Bodies {
  'code-send': { email: string; purpose: 'login' | 'register' };
  'login-code': { email: string; code: string };
  'login-pwd': { email: string; password: string };
  'register-or-login': { email: string; code: string; subscribe?: boolean };
  'sign-in': { email: string; code: string; password?: string };
  'register-pwd': { email: string; password: string; confirmPassword: string; subscribe?: boolean };
  'password-forgot': { email: string };
  'password-reset': { token: string; password: string; confirmPassword: string };
  'password-set': { currentPassword?: string; password: string; confirmPassword: string };
  'subscribe-create': { email: string; source?: 'footer' | 'popup' | 'sale-page' };
  'subscribe-confirm': { token: string };
  'profile-update': { subscribed: boolean };
  'product-registration': { email: string; name: string; product: string; serialNumber: string; purchaseDate: string; retailer?: string };
  'rma-create': { email: string; name: string; product: string; serialNumber: string; orderNumber?: string; purchaseDate: string; reason: string; description: string };
  'refresh-query': { user_id: string };
}
export type BodyName = keyof Bodies;

const sources: Record<BodyName, object> = {
  'code-send': codeSend,
  'login-code': loginCode,
  'login-pwd': loginPwd,
  'register-or-login': registerOrLogin,
  'sign-in': signIn,
  'register-pwd': registerPwd,
  'password-forgot': passwordForgot,
  'password-reset': passwordReset,
  'password-set': passwordSet,
  'subscribe-create': subscribeCreate,
  'subscribe-confirm': subscribeConfirm,
  'profile-update': profileUpdate,
  'product-registration': productRegistration,
  'rma-create': rmaCreate,
  'refresh-query': refreshQuery,
};

const ajv = new Ajv({ strict: true, allErrors: false });
const validators = Object.fromEntries(Object.entries(sources).map(([name, schema]) => [name, ajv.compile(schema)])) as Record<BodyName, ValidateFunction>;

/** The body typed, or undefined when it fails the call's schema. */
export function validBody<N extends BodyName>(name: N, value: unknown): Bodies[N] | undefined {
  return validators[name](value) ? (value as Bodies[N]) : undefined;
}
