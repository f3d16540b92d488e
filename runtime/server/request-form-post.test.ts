import { describe, expect, it } from 'vitest';
import { postedSection } from './request-form-post.ts';

describe('postedSection (which page answers a request form posted without JavaScript)', () => {
  it('finds the request-form section of the page by its id, in the region of the path', () => {
    expect(postedSection('/us/product-registration', 'register', 'cn')).toMatchObject({ region: 'us', section: { id: 'register', form: 'product-registration' } });
    expect(postedSection('/de/return-manufacturer', '*', 'cn')).toMatchObject({ region: 'de', section: { form: 'rma' } });
  });

  it('answers nothing for a page without one, an unknown section id, or no id', () => {
    expect(postedSection('/us/black-friday', '*', 'cn')).toBeUndefined();
    expect(postedSection('/us/product-registration', 'elsewhere', 'cn')).toBeUndefined();
    expect(postedSection('/us/product-registration', null, 'cn')).toBeUndefined();
    expect(postedSection('/api/global/account/user/login/pwd', '*', 'cn')).toBeUndefined();
  });
});
