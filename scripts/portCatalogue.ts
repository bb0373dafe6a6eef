/**
 * The port catalogue (docs/ports.md), read from the code with the TypeScript compiler API: every
 * port in core/, its methods and failure kinds, its adapters and the classes that use it. Pure
 * apart from reading files, so tests/arch/ports.test.ts can regenerate it and compare.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { renderCatalogue } from './portCatalogueMarkdown.ts';

export interface PortMethod {
  readonly signature: string;
  /** Failure kinds from the doc comment ("Fails with a, b"), or what it says instead ("never fails"). */
  readonly failures: string;
}

export interface ClassRef {
  readonly name: string;
  readonly file: string;
}

export interface Port {
  readonly name: string;
  readonly context: string;
  readonly file: string;
  readonly summary: string;
  readonly methods: readonly PortMethod[];
  readonly adapters: readonly ClassRef[];
  readonly usedBy: readonly ClassRef[];
}

/** Generates docs/ports.md for the repository at `rootDir`. Same code, same text, byte for byte. */
export function generatePortCatalogue(rootDir: string): string {
  return renderCatalogue(findPorts(rootDir));
}

/** Every port, sorted by context then name. */
export function findPorts(rootDir: string): readonly Port[] {
  const coreFiles = typeScriptFiles(rootDir, 'core');
  const adapterFiles = typeScriptFiles(rootDir, 'adapters');
  const program = ts.createProgram([...coreFiles, ...adapterFiles], compilerOptions());
  const checker = program.getTypeChecker();
  const sources = (files: readonly string[]) => files.map((file) => program.getSourceFile(file)).filter((sf) => sf !== undefined);
  const coreSources = sources(coreFiles);
  const coreClasses = coreSources.flatMap(classesOf);
  const adapterClasses = sources(adapterFiles).flatMap(classesOf);

  const implementedBy = (symbol: ts.Symbol, classes: readonly ts.ClassDeclaration[]) =>
    classes.filter((declaration) => implementedInterfaces(declaration, checker).includes(symbol));

  const ports: Port[] = [];
  for (const sourceFile of coreSources) {
    for (const declaration of exportedInterfaces(sourceFile)) {
      const symbol = checker.getSymbolAtLocation(declaration.name);
      if (!symbol) continue;
      const adapters = implementedBy(symbol, adapterClasses);
      if (!isPort(declaration, adapters.length > 0, implementedBy(symbol, coreClasses).length > 0)) continue;
      ports.push({
        name: declaration.name.text,
        context: contextOf(relativePath(rootDir, sourceFile.fileName)),
        file: relativePath(rootDir, sourceFile.fileName),
        summary: oneLine(docText(declaration)),
        methods: declaration.members.filter(isMethod).map((member) => describeMethod(member, sourceFile)),
        adapters: sortRefs(adapters.map((c) => classRef(rootDir, c))),
        usedBy: sortRefs(coreClasses.filter((c) => constructorUses(c, symbol, checker)).map((c) => classRef(rootDir, c))),
      });
    }
  }
  return ports.sort((a, b) => compare(a.context, b.context) || compare(a.name, b.name));
}

/**
 * The convention: an adapter implements it, or it is an interface with methods in a file named
 * after it. Interfaces that core's own classes implement (`UseCase`) are core's shapes, not ports.
 * Synchronous ports (`Clock`, `CookieJar`) count: a port is a role, whatever its methods return.
 */
function isPort(declaration: ts.InterfaceDeclaration, hasAdapter: boolean, implementedInCore: boolean): boolean {
  if (hasAdapter) return true;
  if (implementedInCore) return false;
  const namedFile = path.basename(declaration.getSourceFile().fileName, '.ts') === declaration.name.text;
  return namedFile && declaration.members.some(isMethod);
}

type MethodMember = ts.MethodSignature | (ts.PropertySignature & { type: ts.FunctionTypeNode });

function isMethod(member: ts.TypeElement): member is MethodMember {
  return ts.isMethodSignature(member) || (ts.isPropertySignature(member) && member.type !== undefined && ts.isFunctionTypeNode(member.type));
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function describeMethod(member: MethodMember, sourceFile: ts.SourceFile): PortMethod {
  const signature = oneLine(printer.printNode(ts.EmitHint.Unspecified, member, sourceFile)).replace(/;$/, '');
  return { signature, failures: failuresIn(docText(member)) };
}

/**
 * "Fails with not-found, network-failure (also when aborted), http-failure." gives the kinds in
 * order; "Never fails" and "Never throws" say so; anything else is flagged for the author.
 */
export function failuresIn(doc: string): string {
  const text = oneLine(doc);
  const match = /\bfails with\b(.*)$/i.exec(text);
  if (match?.[1] !== undefined) {
    const kinds = withoutParentheses(match[1])
      .split(/\.(?:\s|$)/)[0]!
      .split(/,|\band\b|\bor\b/)
      .map((part) => part.trim())
      .filter((part) => /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(part));
    if (kinds.length > 0) return kinds.join(', ');
  }
  // Whichever the comment says first: "Never throws and never fails the caller" is a "never throws".
  return /\bnever (fails|throws)\b/i.exec(text)?.[0].toLowerCase() ?? 'not documented';
}

function withoutParentheses(text: string): string {
  let previous = '';
  let current = text;
  while (current !== previous) {
    previous = current;
    current = current.replace(/\([^()]*\)/g, '');
  }
  return current;
}

function implementedInterfaces(declaration: ts.ClassDeclaration, checker: ts.TypeChecker): readonly ts.Symbol[] {
  return (declaration.heritageClauses ?? [])
    .filter((clause) => clause.token === ts.SyntaxKind.ImplementsKeyword)
    .flatMap((clause) => clause.types.map((type) => targetSymbol(type.expression, checker)))
    .filter((symbol) => symbol !== undefined);
}

/** Whether any constructor parameter's type mentions the port (`tenants: Tenants`, `clock?: Clock`, `() => Clock`). */
function constructorUses(declaration: ts.ClassDeclaration, port: ts.Symbol, checker: ts.TypeChecker): boolean {
  const constructor = declaration.members.find(ts.isConstructorDeclaration);
  if (!constructor) return false;
  return constructor.parameters.some((parameter) => parameter.type !== undefined && typeMentions(parameter.type, port, checker));
}

function typeMentions(node: ts.Node, port: ts.Symbol, checker: ts.TypeChecker): boolean {
  if (ts.isTypeReferenceNode(node) && targetSymbol(node.typeName, checker) === port) return true;
  return ts.forEachChild(node, (child) => typeMentions(child, port, checker) || undefined) ?? false;
}

/** The declared symbol behind a name, through `import type` aliases. */
function targetSymbol(node: ts.Node, checker: ts.TypeChecker): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function exportedInterfaces(sourceFile: ts.SourceFile): readonly ts.InterfaceDeclaration[] {
  return sourceFile.statements.filter(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && (statement.modifiers ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
  );
}

function classesOf(sourceFile: ts.SourceFile): readonly ts.ClassDeclaration[] {
  return sourceFile.statements.filter(
    (statement): statement is ts.ClassDeclaration => ts.isClassDeclaration(statement) && statement.name !== undefined,
  );
}

function classRef(rootDir: string, declaration: ts.ClassDeclaration): ClassRef {
  return { name: declaration.name?.text ?? '(anonymous)', file: relativePath(rootDir, declaration.getSourceFile().fileName) };
}

function docText(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ');
}

/**
 * Only what resolving names between core/ and adapters/ needs: no lib, no @types, and imports out
 * of those folders left unloaded (noResolve). A run takes about a second instead of eight.
 */
function compilerOptions(): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    noEmit: true,
    noLib: true,
    noResolve: true,
    types: [],
    skipLibCheck: true,
  };
}

/** `.ts` and `.tsx` files under a folder, sorted, without declaration files. */
function typeScriptFiles(rootDir: string, folder: string): string[] {
  const walk = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true })
      .sort((a, b) => compare(a.name, b.name))
      .flatMap((entry) => {
        const full = path.join(directory, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
        return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
      });
  return walk(path.join(rootDir, folder));
}

const relativePath = (rootDir: string, file: string): string => path.relative(rootDir, file).split(path.sep).join('/');
/** `core/listing/OfferSearch.ts` is in the `listing` context. */
const contextOf = (file: string): string => file.split('/')[1] ?? '';
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
/** Code-unit order, not the locale's: the file must not change with the machine that writes it. */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const sortRefs = (refs: readonly ClassRef[]): readonly ClassRef[] => [...refs].sort((a, b) => compare(a.name, b.name) || compare(a.file, b.file));
