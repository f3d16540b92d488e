/**
 * Where a sale page's new-customer offer leads (seed 001 §2 L82: "Sign-up links go to the shop's account
 * registration; a discount link applies a welcome code"; docs/decisions.md D45): the link of the region's store
 * that applies the code and opens its account registration (regions.yaml `links.shopWelcome`, `{code}` where the
 * code goes), or, where the region's store has none, the offer's own link, the site's register page, where the
 * confirmed account receives the code by e-mail and on its account page. The code is shown beside the button
 * either way.
 *
 * @example
 * welcomeSignUpLink('https://us.shop.mechanova.example/discount/{code}?redirect=%2Faccount%2Fregister', 'WELCOME5', '/us/register')
 * // => 'https://us.shop.mechanova.example/discount/WELCOME5?redirect=%2Faccount%2Fregister'
 * welcomeSignUpLink(undefined, 'WELCOME5', '/kr/register') // => '/kr/register'
 */
export function welcomeSignUpLink(shopWelcome: string | undefined, code: string, ownLink: string): string {
  return shopWelcome ? shopWelcome.replace('{code}', encodeURIComponent(code)) : ownLink;
}
