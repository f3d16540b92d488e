/**
 * The length of a text as a person counts it: code points, so an emoji is one
 * character, not the two UTF-16 units of `.length`. JSON Schema's maxLength
 * counts the same way (ajv's ucs2length), and the service's generated
 * validators (dist/generated/api-validators.js) call this.
 *
 * @example codePointLength('🤖x') // 2
 */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
