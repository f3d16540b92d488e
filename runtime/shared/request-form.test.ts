import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRequest, FIELD_MAX_LENGTH, FORM_FIELDS, localToday, OPTIONAL_FIELDS, RMA_REASONS, SERIAL_NUMBER, type RequestValues } from './request-form.ts';

const messages = { required: 'REQUIRED', email: 'EMAIL', serialNumber: 'SERIAL', purchaseDate: 'DATE', tooLong: 'MAX {max}' };
const options = { today: '2025-06-01', products: ['aiBase', 'flagshipBumblebee'], messages, locale: 'en-US' };
const valid: RequestValues = {
  name: 'Ana Díaz',
  email: 'ana@example.com',
  product: 'aiBase',
  serialNumber: 'MN-2024-00001',
  purchaseDate: '2025-05-31',
  retailer: 'Mechanova store',
  orderNumber: '#1001',
  reason: 'defective',
  description: 'The left arm does not move.',
};
const serviceSchema = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../service/schemas/${name}.schema.json`, import.meta.url), 'utf8')) as {
    required: string[];
    properties: Record<string, { maxLength?: number; pattern?: string; enum?: string[] }>;
  };

describe('the forms ask for what the service accepts', () => {
  it.each([
    ['product-registration', 'product-registration'],
    ['rma', 'rma-create'],
  ] as const)('%s: same fields, same optional ones, same limits', (kind, schemaName) => {
    const schema = serviceSchema(schemaName);
    expect([...FORM_FIELDS[kind]].sort()).toEqual(Object.keys(schema.properties).sort());
    expect(FORM_FIELDS[kind].filter((f) => !OPTIONAL_FIELDS.has(f)).sort()).toEqual([...schema.required].sort());
    for (const [field, rule] of Object.entries(schema.properties)) {
      if (rule.maxLength !== undefined) expect(FIELD_MAX_LENGTH[field as keyof typeof FIELD_MAX_LENGTH], field).toBe(rule.maxLength);
    }
    expect(schema.properties.serialNumber!.pattern).toBe(SERIAL_NUMBER.source);
  });

  it('offers the reasons the service knows', () => {
    expect([...RMA_REASONS]).toEqual(serviceSchema('rma-create').properties.reason!.enum);
  });
});

describe('checkRequest', () => {
  it('sends a valid registration with only its own fields, trimmed', () => {
    const result = checkRequest('product-registration', { ...valid, name: '  Ana Díaz ' }, options);
    expect(result.errors).toEqual({});
    expect(result.body).toEqual({ name: 'Ana Díaz', email: 'ana@example.com', product: 'aiBase', serialNumber: 'MN-2024-00001', purchaseDate: '2025-05-31', retailer: 'Mechanova store' });
  });

  it('leaves an empty optional field out of the body', () => {
    const result = checkRequest('rma', { ...valid, orderNumber: '  ' }, options);
    expect(result.body).not.toHaveProperty('orderNumber');
    expect(result.body).toMatchObject({ reason: 'defective', description: 'The left arm does not move.' });
  });

  it('names every empty required field, and sends nothing', () => {
    const result = checkRequest('rma', {}, options);
    expect(result.body).toBeUndefined();
    expect(result.errors).toEqual({ name: 'REQUIRED', email: 'REQUIRED', product: 'REQUIRED', serialNumber: 'REQUIRED', purchaseDate: 'REQUIRED', reason: 'REQUIRED', description: 'REQUIRED' });
  });

  it.each([
    ['email', 'ana@localhost', 'EMAIL'],
    ['email', 'ana @example.com', 'EMAIL'],
    ['email', `${'a'.repeat(250)}@example.com`, 'EMAIL'],
    ['serialNumber', 'MN1', 'SERIAL'],
    ['serialNumber', 'MN 2024', 'SERIAL'],
    ['serialNumber', 'A'.repeat(41), 'SERIAL'],
    ['purchaseDate', '2025-06-02', 'DATE'],
    ['purchaseDate', '2025-02-30', 'DATE'],
    ['purchaseDate', '31/05/2025', 'DATE'],
    ['product', 'grimlockG1Flagship', 'REQUIRED'],
    ['product', '__proto__', 'REQUIRED'],
    ['reason', 'changed-my-mind', 'REQUIRED'],
    ['name', 'x'.repeat(121), 'MAX 120'],
    ['description', 'x'.repeat(2001), 'MAX 2000'],
    ['orderNumber', '9'.repeat(61), 'MAX 60'],
  ] as const)('%s = %j is refused with %s', (field, value, message) => {
    const result = checkRequest('rma', { ...valid, [field]: value }, options);
    expect(result.errors).toEqual({ [field]: message });
    expect(result.body).toBeUndefined();
  });

  it('accepts today and the longest allowed texts; HTML is only text', () => {
    const name = '<img src=x onerror=alert(1)>'.padEnd(120, 'x');
    const result = checkRequest('rma', { ...valid, name, purchaseDate: '2025-06-01', description: 'é'.repeat(2000) }, options);
    expect(result.errors).toEqual({});
    expect(result.body?.name).toBe(name);
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(checkRequest('rma', { ...valid, name: '🤖'.repeat(120) }, options).errors).toEqual({});
  });
});

describe('dates', () => {
  it('localToday is the browser-local day', () => {
    expect(localToday(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });
});
