/**
 * The `#anchor` of a product card, derived from its catalogue id, so that a
 * menu can link to a card (`/kr#grimlock-g1-flagship`) and codegen can check
 * the link. Dependency-free: the site's renderer and codegen share it.
 */

/**
 * A catalogue id (camelCase) in kebab-case; a run of capitals counts as one word.
 *
 * @example
 * productAnchor('grimlockG1Flagship')  // => 'grimlock-g1-flagship'
 * productAnchor('interstellarAgentT9') // => 'interstellar-agent-t9'
 */
export function productAnchor(productId: string): string {
  return productId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
