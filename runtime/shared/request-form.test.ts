import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRequest, FORM_FIELDS, localToday, maxLengthOf, rmaReasons, type RequestValues } from './request-form.ts';

const messages = { required: 'REQUIRED', email: 'EMAIL', serialNumber: 'SERIAL', purchaseDate: 'DATE', tooLong: ['MAX ', { argument: 'max' }] };
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
  ] as const)('%s: the fields of the schema, with its limits', (kind, schemaName) => {
    const schema = serviceSchema(schemaName);
    expect([...FORM_FIELDS[kind]].sort()).toEqual(Object.keys(schema.properties).sort());
    for (const field of FORM_FIELDS[kind]) expect(maxLengthOf(kind, field), field).toBe(schema.properties[field]!.maxLength);
  });

  it('offers the reasons the service knows', () => {
    expect([...rmaReasons]).toEqual(serviceSchema('rma-create').properties.reason!.enum);
  });
});

describe('checkRequest', () => {
  it('sends a valid registration with only its own fields, trimmed', () => {
    const result = checkRequest('product-registration', { ...valid, name: '  Ana Díaz ' }, options);
    expect(result.errors).toEqual({});
    expect(result.request?.call).toBe('registerProduct');
    expect(result.request?.body).toEqual({ name: 'Ana Díaz', email: 'ana@example.com', product: 'aiBase', serialNumber: 'MN-2024-00001', purchaseDate: '2025-05-31', retailer: 'Mechanova store' });
  });

  it('leaves an empty optional field out of the body', () => {
    const result = checkRequest('rma', { ...valid, orderNumber: '  ' }, options);
    expect(result.request?.body).not.toHaveProperty('orderNumber');
    expect(result.request?.body).toMatchObject({ reason: 'defective', description: 'The left arm does not move.' });
  });

  it('names every empty required field, and sends nothing', () => {
    const result = checkRequest('rma', {}, options);
    expect(result.request).toBeUndefined();
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
    expect(result.request).toBeUndefined();
  });

  it('accepts today and the longest allowed texts; HTML is only text', () => {
    const name = '<img src=x onerror=alert(1)>'.padEnd(120, 'x');
    const result = checkRequest('rma', { ...valid, name, purchaseDate: '2025-06-01', description: 'é'.repeat(2000) }, options);
    expect(result.errors).toEqual({});
    expect(result.request?.body?.name).toBe(name);
  });

  it('leaves the last word to the service schema, which names the field it refuses', () => {
    const result = checkRequest('rma', { ...valid, product: 'not an id' }, { ...options, products: ['not an id'] });
    expect(result).toEqual({ errors: { product: 'REQUIRED' } });
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
