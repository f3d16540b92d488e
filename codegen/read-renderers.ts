import { Node, Project, SyntaxKind, type SourceFile } from 'ts-morph';
import { PAGE_ROUTE, SECTION_REGISTRY } from './renderer-files.ts';

/**
 * The readers of the renderer registries, with ts-morph: loaded only when the compile cache has no
 * answer for the registries' texts (codegen/check-renderers.ts readRenderers), since loading ts-morph
 * alone takes ~0.6 s of a cold generate.
 */
let project: Project | undefined;
function parse(file: string, text: string): SourceFile {
  project ??= new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: false } });
  return project.createSourceFile(`/${file}`, text, { overwrite: true });
}

/** The last answer per reader and text: a watch cycle or a fuzz run re-reads unchanged files without parsing them again. */
const memo = new Map<string, { text: string; result: string[] | string }>();
function remembered(name: string, text: string, read: () => string[] | string): string[] | string {
  const hit = memo.get(name);
  if (hit && hit.text === text) return hit.result;
  const result = read();
  memo.set(name, { text, result });
  return result;
}

/** The initializer of `const <name> … = …`, without `as`/`satisfies` wrappers. */
function initializerOf(source: SourceFile, name: string): Node | undefined {
  let node: Node | undefined = source.getVariableDeclaration(name)?.getInitializer();
  while (node && (Node.isAsExpression(node) || Node.isSatisfiesExpression(node) || Node.isParenthesizedExpression(node))) node = node.getExpression();
  return node;
}

/**
 * The section types runtime/ui/sections/index.ts registers: the keys of its
 * SECTION_COMPONENTS object literal. A string when the registry cannot be read.
 *
 * @example
 * registeredSectionTypes("export const SECTION_COMPONENTS = { hero: Hero, 'price-block': PriceBlock };") // => ['hero', 'price-block']
 */
export function registeredSectionTypes(text: string): string[] | string {
  return remembered('registry', text, () => readRegistry(text));
}
function readRegistry(text: string): string[] | string {
  const literal = initializerOf(parse(SECTION_REGISTRY, text), 'SECTION_COMPONENTS');
  if (!literal || !Node.isObjectLiteralExpression(literal)) return `${SECTION_REGISTRY} has no \`const SECTION_COMPONENTS = { … }\` object literal.`;
  const out: string[] = [];
  for (const property of literal.getProperties()) {
    if (Node.isPropertyAssignment(property) || Node.isShorthandPropertyAssignment(property)) {
      const name = property.getNameNode();
      out.push(Node.isStringLiteral(name) ? name.getLiteralValue() : name.getText());
    } else {
      return `${SECTION_REGISTRY}:${property.getStartLineNumber()}: SECTION_COMPONENTS may hold only \`type: Component\` entries (codegen reads its keys).`;
    }
  }
  return out;
}

/**
 * The pages runtime/ui/page-route.ts renders with a component of their own: the
 * string literals of its BESPOKE_PAGES set.
 *
 * @example
 * bespokePages("const BESPOKE_PAGES: ReadonlySet<string> = new Set(['black-friday']);") // => ['black-friday']
 */
export function bespokePages(text: string): string[] | string {
  return remembered('bespoke', text, () => readBespoke(text));
}
function readBespoke(text: string): string[] | string {
  const init = initializerOf(parse(PAGE_ROUTE, text), 'BESPOKE_PAGES');
  if (!init || !Node.isNewExpression(init)) return `${PAGE_ROUTE} has no \`const BESPOKE_PAGES = new Set([…])\`.`;
  const [list] = init.getArguments();
  if (list === undefined) return [];
  if (!Node.isArrayLiteralExpression(list)) return `${PAGE_ROUTE}: BESPOKE_PAGES must be built from an array of page names.`;
  return list.getElements().map((e) => e.asKind(SyntaxKind.StringLiteral)?.getLiteralValue() ?? e.getText());
}
