import ts from "typescript";

/**
 * Finds pages, components and browser code that tell failures apart by an HTTP status or a
 * message's text instead of a failure's kind (docs/rules.md, "API conventions"). Read with
 * TypeScript's parser, so comments and strings do not count: a `.message` compared, switched on,
 * searched or used as a key; a `status` (or `.status`) compared with, ordered against or switched
 * over a number; an import of the kind → status table, which belongs to lib/api. Server code
 * and browser code alike: the browser reads the kind of an answer (`ApiResult.kind`), and only
 * `STATUS_READER` turns an HTTP status into one.
 */
export function errorBranches(sources: Map<string, string>): string[] {
  return [...sources].flatMap(([file, text]) => (file === STATUS_READER ? [] : findingsOf(file, text)));
}

/** The one browser module that maps an HTTP status (or no answer at all) to a failure kind. */
export const STATUS_READER = "client/failure-kind.ts";

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const ORDERINGS = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);
const SEARCHES = new Set(["includes", "startsWith", "endsWith", "match", "search", "indexOf", "localeCompare"]);
const STATUS_TABLE = /\/error-status$/;

const isProperty = (node: ts.Node, name: string): boolean => ts.isPropertyAccessExpression(node) && node.name.text === name;
const isStatus = (node: ts.Node): boolean => isProperty(node, "status") || (ts.isIdentifier(node) && node.text === "status");
const isNumber = (node: ts.Node): boolean =>
  ts.isNumericLiteral(node) || (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand));

function findingsOf(file: string, text: string): string[] {
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
      else if (sides.some(isStatus) && sides.some(isNumber)) report(node, "compares a status");
    } else if (ts.isBinaryExpression(node) && ORDERINGS.has(node.operatorToken.kind)) {
      if ([node.left, node.right].some(isStatus) && [node.left, node.right].some(isNumber)) report(node, "compares a status");
    } else if (ts.isSwitchStatement(node)) {
      if (isProperty(node.expression, "message")) report(node.expression, "switches on a message");
      const numbered = node.caseBlock.clauses.some((clause) => ts.isCaseClause(clause) && isNumber(clause.expression));
      if (isStatus(node.expression) && numbered) report(node.expression, "switches on a status");
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
