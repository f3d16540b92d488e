/**
 * The rules of the product-registration and return (RMA) forms, checked in the
 * browser before sending: the same limits as the service's request schemas
 * (service/schemas/product-registration.schema.json, rma-create.schema.json —
 * request-form.test.ts holds them equal), the shared e-mail rule, and the
 * purchase-date rule (core/purchase-date.ts) up to the visitor's today. The service checks again;
 * this only spares the visitor a round trip and says which field is wrong.
 */
import { isValidEmail, MAX_EMAIL_LENGTH } from '../../core/email-address.ts';
import { formatMessage } from '../../core/message.ts';
import { isPurchaseDate } from '../../core/purchase-date.ts';

export type RequestFormKind = 'product-registration' | 'rma';
export type RequestField = 'name' | 'email' | 'product' | 'serialNumber' | 'purchaseDate' | 'retailer' | 'orderNumber' | 'reason' | 'description';

/** The reasons the service knows (rma-create.schema.json `reason`). */
export const RMA_REASONS = ['defective', 'damaged-in-transit', 'wrong-item', 'missing-parts', 'other'] as const;

/** Longest text per field, as the service's schemas allow. */
export const FIELD_MAX_LENGTH: Readonly<Partial<Record<RequestField, number>>> = {
  name: 120,
  email: MAX_EMAIL_LENGTH,
  retailer: 120,
  orderNumber: 60,
  description: 2000,
  serialNumber: 40,
};
export const SERIAL_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/** The fields of each form, in page order, and which of them may stay empty. */
export const FORM_FIELDS: Readonly<Record<RequestFormKind, readonly RequestField[]>> = {
  'product-registration': ['name', 'email', 'product', 'serialNumber', 'purchaseDate', 'retailer'],
  rma: ['name', 'email', 'product', 'serialNumber', 'orderNumber', 'purchaseDate', 'reason', 'description'],
};
export const OPTIONAL_FIELDS: ReadonlySet<RequestField> = new Set(['retailer', 'orderNumber']);

/** The texts of the inline errors (request-form section `errors`). */
export interface RequestFormMessages {
  required: string;
  email: string;
  serialNumber: string;
  purchaseDate: string;
  /** Holds {max}. */
  tooLong: string;
}

export type RequestValues = Partial<Record<RequestField, string>>;
export type RequestErrors = Partial<Record<RequestField, string>>;
/** The JSON body the service's schema accepts. */
export type RequestBody = Partial<Record<RequestField, string>>;

/** Today's date in the browser's time zone as YYYY-MM-DD (a purchase made today is not "in the future"). */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Checks a form's values: each field's error message (first problem only), and
 * the body to send when there is none. Texts are trimmed; optional fields left
 * empty are not sent.
 *
 * @example
 * checkRequest('rma', values, { today: '2025-06-01', products: ['aiBase'], messages, locale: 'en-US' })
 * // => { errors: { serialNumber: 'Please enter the serial number …' } }
 */
export function checkRequest(
  kind: RequestFormKind,
  values: RequestValues,
  { today, products, messages, locale }: { today: string; products: readonly string[]; messages: RequestFormMessages; locale: string },
): { errors: RequestErrors; body?: RequestBody } {
  const errors: RequestErrors = {};
  const body: RequestBody = {};
  for (const field of FORM_FIELDS[kind]) {
    const value = (values[field] ?? '').trim();
    if (!value) {
      if (!OPTIONAL_FIELDS.has(field)) errors[field] = messages.required;
      continue;
    }
    const max = FIELD_MAX_LENGTH[field];
    if (field === 'email' && !isValidEmail(value)) errors[field] = messages.email;
    else if (field === 'serialNumber' && !SERIAL_NUMBER.test(value)) errors[field] = messages.serialNumber;
    else if (field === 'purchaseDate' && !isPurchaseDate(value, today)) errors[field] = messages.purchaseDate;
    else if (field === 'product' && !products.includes(value)) errors[field] = messages.required;
    else if (field === 'reason' && !(RMA_REASONS as readonly string[]).includes(value)) errors[field] = messages.required;
    else if (max !== undefined && [...value].length > max) errors[field] = formatMessage(messages.tooLong, { max }, locale);
    else body[field] = value;
  }
  return Object.keys(errors).length ? { errors } : { errors, body };
}
