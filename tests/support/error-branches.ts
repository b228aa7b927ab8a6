import ts from "typescript";
import { buildGraph, type ImportGraph } from "./import-graph";

/**
 * Finds pages and components that tell failures apart by an HTTP status or a message's text
 * instead of a DomainError's kind (docs/rules.md, "API conventions"). Read with TypeScript's
 * parser, so comments and strings do not count. Everywhere: a `.message` compared, switched on,
 * searched or used as a key, and an import of the kind → status table, which belongs to lib/api.
 * In server code (neither "use client" nor imported by it at runtime): a `.status` compared with
 * or switched over a number. A browser component may read the status of the HTTP
 * answer it fetched: that is an HTTP client's business, not a domain decision.
 */
export function errorBranches(sources: Map<string, string>): string[] {
  const browser = browserModules(buildGraph(sources), sources);
  return [...sources].flatMap(([file, text]) => findingsOf(file, text, !browser.has(file)));
}

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const SEARCHES = new Set(["includes", "startsWith", "endsWith", "match", "search", "indexOf", "localeCompare"]);
const STATUS_TABLE = /\/error-status$/;

const isProperty = (node: ts.Node, name: string): boolean => ts.isPropertyAccessExpression(node) && node.name.text === name;
const isNumber = (node: ts.Node): boolean =>
  ts.isNumericLiteral(node) || (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand));

function findingsOf(file: string, text: string, server: boolean): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${file}:${line} ${what}: ${node.getText(source).replace(/\s+/g, " ")}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
      const sides = [node.left, node.right];
      if (sides.some((side) => isProperty(side, "message"))) report(node, "compares a message");
      else if (server && sides.some((side) => isProperty(side, "status")) && sides.some(isNumber)) report(node, "compares a status");
    } else if (ts.isSwitchStatement(node)) {
      if (isProperty(node.expression, "message")) report(node.expression, "switches on a message");
      const numbered = node.caseBlock.clauses.some((clause) => ts.isCaseClause(clause) && isNumber(clause.expression));
      if (server && isProperty(node.expression, "status") && numbered) report(node.expression, "switches on a status");
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && SEARCHES.has(callee.name.text) && isProperty(callee.expression, "message"))
        report(node, "searches a message");
      if (isProperty(callee, "test") && node.arguments.some((argument) => isProperty(argument, "message")))
        report(node, "searches a message");
    } else if (ts.isElementAccessExpression(node) && isProperty(node.argumentExpression, "message")) {
      report(node, "looks a message up");
    } else if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && STATUS_TABLE.test(node.moduleSpecifier.text)) {
      report(node, "imports the status table");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Files marked "use client", and every file they import at runtime, directly or not. */
function browserModules(graph: ImportGraph, sources: Map<string, string>): Set<string> {
  const browser = new Set([...sources].filter(([, text]) => /^\s*["']use client["']/.test(stripComments(text))).map(([file]) => file));
  for (let grew = true; grew;) {
    grew = false;
    for (const edge of graph.edges) {
      if (!edge.typeOnly && edge.target && browser.has(edge.from) && graph.files.has(edge.target) && !browser.has(edge.target)) {
        browser.add(edge.target);
        grew = true;
      }
    }
  }
  return browser;
}

const stripComments = (text: string) => text.replace(/^(\s*(\/\/[^\n]*|\/\*[\s\S]*?\*\/))*/, "");
