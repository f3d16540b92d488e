import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { welcomeSignUpLink } from './welcome-code.ts';

describe('welcomeSignUpLink', () => {
  it('leads to the link of the region’s store that applies the code and opens its account registration (regions.yaml links.shopWelcome)', () => {
    expect(welcomeSignUpLink(regionTable.regions.de.links.shopWelcome, 'WELCOME5-SAMPLE', '/de/register')).toBe(
      'https://de.shop.mechanova.example/discount/WELCOME5-SAMPLE?redirect=%2Faccount%2Fregister',
    );
  });

  it('keeps the site’s own register page in a region whose store has no such link (kr has no store)', () => {
    expect(regionTable.regions.kr.links.shopWelcome).toBeUndefined();
    expect(welcomeSignUpLink(regionTable.regions.kr.links.shopWelcome, 'WELCOME5-SAMPLE', '/kr/register')).toBe('/kr/register');
  });

  it('writes a code with other characters as one path segment', () => {
    expect(welcomeSignUpLink('https://us.shop.mechanova.example/discount/{code}?redirect=%2Faccount%2Fregister', 'A/B C', '/us/register')).toBe(
      'https://us.shop.mechanova.example/discount/A%2FB%20C?redirect=%2Faccount%2Fregister',
    );
  });
});
