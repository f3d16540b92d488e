import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPANY_FACTS, factIsSample, factLines, type FactOffice } from './company-facts.ts';

const format = { country: (code: string) => `<${code}>`, money: (amount: number, currency: string) => `${amount} ${currency}` };
const office: FactOffice = {
  company: 'Example B.V.',
  address: ['Straat 1', '1000 AA Amsterdam'],
  country: 'NL',
  sample: true,
  registration: { register: 'Kamer van Koophandel (KvK)', number: '00000000' },
  shareCapital: { amount: 18000, currency: 'EUR' },
};

describe('company facts', () => {
  it('are the names defs.schema.json companyFact lists, in its order', () => {
    const defs = JSON.parse(readFileSync(new URL('../schemas/defs.schema.json', import.meta.url), 'utf8')) as { definitions: { companyFact: { enum: string[] } } };
    expect([...COMPANY_FACTS]).toEqual(defs.definitions.companyFact.enum);
  });

  it('read their value from the office or the host, and none where the data has none', () => {
    expect(factLines('registeredOffice', office, undefined, format)).toEqual(['Straat 1', '1000 AA Amsterdam', '<NL>']);
    expect(factLines('registrationNumber', office, undefined, format)).toEqual(['00000000']);
    expect(factLines('shareCapital', office, undefined, format)).toEqual(['18000 EUR']);
    expect(factLines('vatId', office, undefined, format)).toBeUndefined();
    expect(factLines('registeredIn', office, undefined, format)).toBeUndefined();
    expect(factLines('hostingProvider', office, undefined, format)).toBeUndefined();
    const host = { name: 'Host Ltd', address: ['1 Way'], country: 'GB', phone: '+44 20 7946 0999' };
    expect(factLines('hostingProvider', office, host, format)).toEqual(['Host Ltd', '1 Way', '<GB>', '+44 20 7946 0999']);
    expect([factIsSample('company', office, host), factIsSample('hostingProvider', office, host)]).toEqual([true, false]);
  });
});
