import type { Message } from './message.ts';

/**
 * A message whose arguments are all text, filled in: such a message has no plural (codegen refuses a plural of a text
 * argument), so it needs no plural rules: the shell's texts (copyright, preview ribbon, region suggestion) use this
 * module of its own, and the plural rules of message.ts load with the islands that need them, not on first load.
 */
export const fillArguments = <A extends Readonly<Record<string, string>>>(message: Message<A>, values: NoInfer<A>): string =>
  message.map((part) => (typeof part === 'string' ? part : 'argument' in part && Object.hasOwn(values, part.argument) ? values[part.argument] : '')).join('');
