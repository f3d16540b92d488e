/**
 * The field rules of the account forms (seed 000 §5), over the shared rules
 * the service applies too (core/email-address.ts, core/password-rule.ts).
 * Each returns the message to show, or undefined when the value passes; the
 * messages are the region's texts (api.message.<code> of site.yaml, which
 * hold the seed's exact wording), passed in so the rules stay pure.
 *
 * @example
 * emailProblem('ana@', texts) // => 'Please enter a valid email address.'
 */
import { isValidEmail, normalizeEmail } from '../../../core/email-address.ts';
import { isStrongEnoughPassword } from '../../../core/password-rule.ts';

/** The api.message texts the rules use: 4001 e-mail, 4002 weak password, 4007 code, 4008 confirmation. */
export interface RuleTexts {
  '4001': string;
  '4002': string;
  '4007': string;
  '4008': string;
}

/** Six digits, as the service mails them. */
export const CODE_PATTERN = /^\d{6}$/;

export function emailProblem(value: string, texts: Pick<RuleTexts, '4001'>): string | undefined {
  return isValidEmail(normalizeEmail(value)) ? undefined : texts['4001'];
}

/** A password being chosen: seed 000 §5 (at least 8, letters and digits). */
export function newPasswordProblem(value: string, texts: Pick<RuleTexts, '4002'>): string | undefined {
  return isStrongEnoughPassword(value) ? undefined : texts['4002'];
}

export function confirmationProblem(password: string, confirmation: string, texts: Pick<RuleTexts, '4008'>): string | undefined {
  return password === confirmation ? undefined : texts['4008'];
}

/** A password being entered to log in: only its presence (the rule is the service's to apply). */
export function requiredProblem(value: string, message: string): string | undefined {
  return value.length > 0 ? undefined : message;
}

export function codeProblem(value: string, texts: Pick<RuleTexts, '4007'>): string | undefined {
  return CODE_PATTERN.test(value.trim()) ? undefined : texts['4007'];
}
