import { isMap } from './json.ts';

/**
 * A CommonJS module's export under ESM: Node hands it as the default export's `default`, a bundler (the codegen
 * CLI is bundled by esbuild) as the module itself.
 *
 * @example
 * const standaloneCode = commonJsDefault(standaloneCodeModule);
 */
export function commonJsDefault<T>(module: T): T {
  return (isMap(module) && 'default' in module && module.default !== undefined ? module.default : module) as T;
}
