/**
 * The rules of the product-registration and return (RMA) forms, checked in the
 * browser before sending: each field against the limits and choices of the
 * service's request schema (dist/generated/api.ts BROWSER_SCHEMAS, from
 * service/schemas/), the shared e-mail rule, and the purchase-date rule
 * (core/purchase-date.ts) up to the visitor's today; then the whole body
 * through the service's own compiled validator. The service checks again;
 * this only spares the visitor a round trip and says which field is wrong.
 */
import { isValidEmail } from '../../core/email-address.ts';
import { formatMessage } from '../../core/message.ts';
import { isPurchaseDate } from '../../core/purchase-date.ts';
import { BROWSER_SCHEMAS, type ApiBodies } from '../../dist/generated/api.ts';
import { validateProductRegistration, validateRmaCreate, type RequestValidator } from '../../dist/generated/api-validators.js';
import type { RequestFormSection } from '../../dist/generated/types.ts';

export type RequestFormKind = 'product-registration' | 'rma';
export type RequestField = keyof (typeof BROWSER_SCHEMAS)['product-registration']['properties'] | keyof (typeof BROWSER_SCHEMAS)['rma-create']['properties'];
interface FieldRule {
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly string[];
}

/** Each form's request schema. */
const FORMS = {
  'product-registration': { schema: BROWSER_SCHEMAS['product-registration'] },
  rma: { schema: BROWSER_SCHEMAS['rma-create'] },
} as const;

/** The reasons the service knows (rma-create.schema.json `reason`). */
export const rmaReasons = BROWSER_SCHEMAS['rma-create'].properties.reason.enum;

/** A field's rule in a form's schema: its longest text and its pattern. */
function ruleOf(kind: RequestFormKind, field: RequestField): FieldRule | undefined {
  const properties: Readonly<Partial<Record<RequestField, FieldRule>>> = FORMS[kind].schema.properties;
  return properties[field];
}

/** The longest text a field takes, as the service's schema allows (for the input's maxlength too). */
export function maxLengthOf(kind: RequestFormKind, field: RequestField): number | undefined {
  return ruleOf(kind, field)?.maxLength;
}

/** The fields of each form, in page order (the schemas' own order is not the page's). */
export const FORM_FIELDS: Readonly<Record<RequestFormKind, readonly RequestField[]>> = {
  'product-registration': ['name', 'email', 'product', 'serialNumber', 'purchaseDate', 'retailer'],
  rma: ['name', 'email', 'product', 'serialNumber', 'orderNumber', 'purchaseDate', 'reason', 'description'],
};

/** The texts of the inline errors (request-form section `errors`, as its schema types them). */
export type RequestFormMessages = Pick<RequestFormSection['errors'], 'required' | 'email' | 'serialNumber' | 'purchaseDate' | 'tooLong'>;

export type RequestValues = Partial<Record<RequestField, string>>;
export type RequestErrors = Partial<Record<RequestField, string>>;
/** The call a form makes, with the body its schema accepts. */
export type RequestToSend = { call: 'registerProduct'; body: ApiBodies['product-registration'] } | { call: 'createRma'; body: ApiBodies['rma-create'] };

/** Today's date in the browser's time zone as YYYY-MM-DD (a purchase made today is not "in the future"). */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The field the service's validator refused (its instancePath '/name', or the property it found missing), as an error. */
function refused(validate: RequestValidator<unknown>, message: string): RequestErrors {
  const [error] = validate.errors ?? [];
  return { [error?.instancePath.slice(1) || String(error?.params.missingProperty)]: message };
}

/**
 * Checks a form's values: each field's error message (first problem only), and
 * the call to make when there is none. Texts are trimmed; optional fields left
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
): { errors: RequestErrors; request?: RequestToSend } {
  const { schema } = FORMS[kind];
  const required: readonly string[] = schema.required;
  const reasons: readonly string[] = rmaReasons;
  const errors: RequestErrors = {};
  const body: Record<string, string> = {};
  for (const field of FORM_FIELDS[kind]) {
    const value = (values[field] ?? '').trim();
    if (!value) {
      if (required.includes(field)) errors[field] = messages.required;
      continue;
    }
    const rule = ruleOf(kind, field);
    const max = rule?.maxLength;
    if (field === 'email' && !isValidEmail(value)) errors[field] = messages.email;
    else if (field === 'serialNumber' && !new RegExp(rule?.pattern ?? '').test(value)) errors[field] = messages.serialNumber;
    else if (field === 'purchaseDate' && !isPurchaseDate(value, today)) errors[field] = messages.purchaseDate;
    else if (field === 'product' && !products.includes(value)) errors[field] = messages.required;
    else if (field === 'reason' && !reasons.includes(value)) errors[field] = messages.required;
    else if (max !== undefined && [...value].length > max) errors[field] = formatMessage(messages.tooLong, { max }, locale);
    else body[field] = value;
  }
  if (Object.keys(errors).length) return { errors };
  // What passed the field rules passes the schema; should they ever disagree, the schema wins and names the field.
  if (kind === 'rma') return validateRmaCreate(body) ? { errors, request: { call: 'createRma', body } } : { errors: refused(validateRmaCreate, messages.required) };
  return validateProductRegistration(body) ? { errors, request: { call: 'registerProduct', body } } : { errors: refused(validateProductRegistration, messages.required) };
}

/**
 * A request form posted without JavaScript (runtime/server/request-form-post.ts): the server checked and sent it
 * as the script would, and renders the page again with the outcome — the reference number in place of the form,
 * or the form with the visitor's values and each refusal beside its field (or above the button).
 */
export interface RequestFormPost {
  /** The id of the request-form section that was posted. */
  section: string;
  values: RequestValues;
  errors: RequestErrors;
  /** A refusal that is no field's (the service's message, or the region's default). */
  formError?: string;
  done?: { reference: string; name: string; email: string };
}

/** The hidden field that names the posted section (a page could hold two forms). */
export const POSTED_SECTION_FIELD = 'form-section';
