/**
 * The #anchor of a product card: its catalogue id in kebab case
 * ('grimlockG1Flagship' -> 'grimlock-g1-flagship'). The renderer sets it and
 * codegen's anchor check accepts links to it, from this one definition.
 */
export const productAnchor = (productId: string): string => productId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
