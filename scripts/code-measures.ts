/**
 * The code's shape, measured (issue-free figures the code review counts by hand): the length of every function, and in
 * codegen the casts to inline shapes, `as unknown as`, the hand-written memo calls and the files directly in codegen/.
 * `node scripts/code-measures.ts` prints them; `--over=100` lists the functions longer than that.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCE = /\.(ts|tsx|mjs)$/;
/** Not counted: tests, browser tests, benchmarks and the artwork drawing (D55). */
const EXCLUDED = [/\.test\.tsx?$/, /(^|\/)test-[^/]*\.ts$/, /^e2e\//, /^bench\//, /^scripts\/draw\//, /^dist\//, /^node_modules\//, /\.d\.ts$/];

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield relative(ROOT, path);
  }
}

interface Measured {
  file: string;
  name: string;
  line: number;
  lines: number;
}

const nameOf = (node: ts.Node): string => {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
};

export function measure(root = ROOT) {
  const functions: Measured[] = [];
  const codegen = { inlineCasts: 0, unknownAsCasts: 0, memoCalls: 0, topFiles: 0 };
  const sources = [...files(root)].filter((f) => !EXCLUDED.some((re) => re.test(f)));
  let lines = 0;
  for (const file of sources) {
    const text = readFileSync(join(root, file), 'utf8');
    lines += text.split('\n').length;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const inCodegen = file.startsWith('codegen/');
    if (inCodegen && !file.slice('codegen/'.length).includes('/')) codegen.topFiles++;
    const visit = (node: ts.Node) => {
      if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        functions.push({ file, name: nameOf(node), line: start + 1, lines: end - start + 1 });
      }
      if (inCodegen && ts.isAsExpression(node)) {
        const type = node.type;
        if (ts.isTypeLiteralNode(type) || (ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Record') || type.kind === ts.SyntaxKind.NeverKeyword) codegen.inlineCasts++;
        if (ts.isAsExpression(node.expression) && node.expression.type.kind === ts.SyntaxKind.UnknownKeyword) codegen.unknownAsCasts++;
      }
      if (inCodegen && ts.isCallExpression(node) && /(^|\.)remember$/.test(node.expression.getText())) codegen.memoCalls++;
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { files: sources.length, lines, functions: functions.sort((a, b) => b.lines - a.lines), codegen };
}

if (import.meta.main) {
  const over = Number(process.argv.find((a) => a.startsWith('--over='))?.slice(7) ?? 100);
  const { files: count, lines, functions, codegen } = measure();
  console.log(`source: ${count} files, ${lines} lines (tests, e2e, bench and scripts/draw aside)`);
  console.log(
    `functions over 100 lines: ${functions.filter((f) => f.lines > 100).length}; codegen functions over 150: ${functions.filter((f) => f.file.startsWith('codegen/') && f.lines > 150).length}`,
  );
  console.log(
    `codegen: ${codegen.topFiles} files directly in codegen/, ${codegen.inlineCasts} inline-shape casts, ${codegen.unknownAsCasts} 'as unknown as', ${codegen.memoCalls} remember(...) calls`,
  );
  for (const f of functions.filter((f) => f.lines > over)) console.log(`  ${String(f.lines).padStart(4)}  ${f.file}:${f.line} ${f.name}`);
}
