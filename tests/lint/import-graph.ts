import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import ts from "typescript"

// The import graph of app/, components/ and lib/ as the compiler resolves it (tsconfig paths,
// extensions, .mjs with its .d.mts), for the rules no per-import lint can see: cycles between
// folders and what a client file reaches through other files. Tests are left out: they import
// anything.

export const root = path.resolve(import.meta.dirname, "../..")
const SOURCE = /\.(ts|tsx|mts|mjs)$/
const TEST = /\.(test|spec)\.(ts|tsx)$|\.d\.m?ts$/

export interface SourceFile {
  /** Repository-relative, with forward slashes. */
  file: string
  text: string
  /** Every import, export-from and import() that resolves to a file of ours (type-only included). */
  imports: { target: string; typeOnly: boolean }[]
}

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(file)
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [file] : []
  })
}

const options: ts.CompilerOptions = {
  ...ts.parseJsonConfigFileContent(
    ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config,
    ts.sys,
    root
  ).options,
  allowJs: true,
}

function resolve(specifier: string, from: string): string | null {
  const resolved = ts.resolveModuleName(specifier, path.join(root, from), options, ts.sys).resolvedModule
  if (!resolved || resolved.isExternalLibraryImport) return null
  let file = path.relative(root, resolved.resolvedFileName).split(path.sep).join("/")
  // A .d.mts stands for the .mjs beside it, which is what runs.
  if (file.endsWith(".d.mts")) file = file.replace(/\.d\.mts$/, ".mjs")
  return file.startsWith("..") || file.startsWith("node_modules/") ? null : file
}

function importsOf(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: { specifier: string; typeOnly: boolean }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)))
      found.push({ specifier: node.moduleSpecifier.text, typeOnly })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.flatMap(({ specifier, typeOnly }) => {
    const target = resolve(specifier, file)
    return target ? [{ target, typeOnly }] : []
  })
}

let cached: Map<string, SourceFile> | undefined

/** Every non-test source file of app/, components/ and lib/, by repository-relative path. */
export function sourceGraph(): Map<string, SourceFile> {
  if (cached) return cached
  cached = new Map()
  for (const file of ["app", "components", "lib"].flatMap(walk)) {
    const text = readFileSync(path.join(root, file), "utf8")
    cached.set(file, { file, text, imports: importsOf(file, text) })
  }
  return cached
}

/** The directive prologue's strings ("use client", "use server"), as the bundler reads them. */
export function directives(text: string): string[] {
  const source = ts.createSourceFile("probe.tsx", text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break
    found.push(statement.expression.text)
  }
  return found
}

/** Strongly connected components of more than one node, each as its nodes (Tarjan). */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const connect = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node)
  return found
}
