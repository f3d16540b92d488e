/**
 * Price and text formatting with Intl in the region's locale (DESIGN §4).
 */

// en-EU is the site's name for the English EU edition, not a CLDR locale; Irish English formats euros the EU way (€1,299.00).
const INTL_LOCALES: Readonly<Record<string, string>> = { 'en-EU': 'en-IE' };

// ISO 4217 minor units of 0: prices in these currencies never show decimals.
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW']);

/**
 * The locale to hand to Intl for a region locale.
 *
 * @example
 * intlLocale('en-EU') // => 'en-IE'
 * intlLocale('fr-FR') // => 'fr-FR'
 */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale] ?? locale;
}

/**
 * A price in the region's currency and locale; whole amounts and JPY/KRW
 * show no decimals.
 *
 * @example
 * formatPrice(1299, 'USD', 'en-US')   // => '$1,299'
 * formatPrice(1299.5, 'USD', 'en-US') // => '$1,299.50'
 * formatPrice(59800, 'JPY', 'ja-JP')  // => '￥59,800'
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const noDecimals = ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) || Number.isInteger(amount);
  const digits = noDecimals ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, ...digits }).format(amount);
}

/**
 * Fills `{name}` placeholders of a text from YAML; unknown placeholders stay as written.
 *
 * @example
 * fillTemplate('Try again in {seconds} seconds.', { seconds: 30 }) // => 'Try again in 30 seconds.'
 */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([A-Za-z0-9_.-]+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
