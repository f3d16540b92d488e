/**
 * Where a sale page's new-customer offer leads (seed 001 §2 L82: "Sign-up links go to the shop's account
 * registration; a discount link applies a welcome code"; docs/decisions.md D45). With a shop (regions.yaml
 * `links.shop`): the shop's discount link, which applies the code to the visitor's cart and then opens the
 * shop's account registration (`/discount/<code>?redirect=/account/register`, the storefront convention of the
 * regional shops). Without one: the offer's own link, the site's register page, where the confirmed account
 * receives the code by e-mail and on its account page. The code is shown beside the button either way.
 */

/** The shop's path that opens its account registration. */
export const SHOP_REGISTER_PATH = '/account/register';

/**
 * @example
 * welcomeSignUpLink('https://us.shop.mechanova.example', 'WELCOME5', '/us/register')
 * // => 'https://us.shop.mechanova.example/discount/WELCOME5?redirect=%2Faccount%2Fregister'
 * welcomeSignUpLink(null, 'WELCOME5', '/kr/register') // => '/kr/register'
 */
export function welcomeSignUpLink(shop: string | null | undefined, code: string, ownLink: string): string {
  if (!shop) return ownLink;
  return `${shop.replace(/\/+$/, '')}/discount/${encodeURIComponent(code)}?redirect=${encodeURIComponent(SHOP_REGISTER_PATH)}`;
}
