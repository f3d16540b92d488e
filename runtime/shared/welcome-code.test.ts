import { describe, expect, it } from 'vitest';
import { welcomeSignUpLink } from './welcome-code.ts';

describe('welcomeSignUpLink', () => {
  it('leads to the shop’s discount link, which applies the code and opens the shop’s account registration', () => {
    expect(welcomeSignUpLink('https://de.shop.mechanova.example/', 'WELCOME5-SAMPLE', '/de/register')).toBe(
      'https://de.shop.mechanova.example/discount/WELCOME5-SAMPLE?redirect=%2Faccount%2Fregister',
    );
  });

  it('keeps the site’s own register page in a region without a shop', () => {
    expect(welcomeSignUpLink(null, 'WELCOME5-SAMPLE', '/kr/register')).toBe('/kr/register');
  });

  it('writes a code with other characters as one path segment', () => {
    expect(welcomeSignUpLink('https://us.shop.mechanova.example', 'A/B C', '/us/register')).toBe('https://us.shop.mechanova.example/discount/A%2FB%20C?redirect=%2Faccount%2Fregister');
  });
});
