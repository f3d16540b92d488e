/**
 * Where the site's renderers are declared (paths relative to the project root): read by
 * codegen/read-workspace.ts, parsed by codegen/read-renderers.ts, reported by codegen/check-renderers.ts.
 */
export const SECTION_REGISTRY = 'runtime/ui/sections/index.ts';
export const PAGE_ROUTE = 'runtime/ui/page-route.ts';
