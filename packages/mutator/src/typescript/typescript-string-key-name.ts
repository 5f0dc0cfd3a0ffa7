import { Node } from 'ts-morph';

/** True for `Object.keys(…)`, whose items are strings. */
function isObjectKeys(node: Node | undefined): boolean {
  return node !== undefined && Node.isCallExpression(node) && node.getExpression().getText() === 'Object.keys';
}

/**
 * True when a declaration of `name` visible from `from` makes it a string key: a parameter typed
 * `string`, the parameter of a callback on `Object.keys(…)` (`Object.keys(o).map((key) => …)`), or
 * the variable of `for (const k in o)` / `for (const k of Object.keys(o))`. Read from the syntax
 * only (no type checker), so other string-typed names are not recognised.
 */
export function isStringKeyName(node: Node): boolean {
  if (!Node.isIdentifier(node)) return false;
  const name = node.getText();
  for (const ancestor of node.getAncestors()) {
    if (Node.isForInStatement(ancestor) || Node.isForOfStatement(ancestor)) {
      const initializer = ancestor.getInitializer();
      const declared = Node.isVariableDeclarationList(initializer) ? initializer.getDeclarations().map((declaration) => declaration.getName()) : [];
      if (declared.includes(name)) return Node.isForInStatement(ancestor) || isObjectKeys(ancestor.getExpression());
    }
    if (Node.isFunctionLikeDeclaration(ancestor) || Node.isArrowFunction(ancestor) || Node.isFunctionExpression(ancestor)) {
      const parameters = ancestor.getParameters();
      const index = parameters.findIndex((parameter) => parameter.getName() === name);
      if (index === -1) continue;
      if (parameters[index]?.getTypeNode()?.getText() === 'string') return true;
      const call = ancestor.getParent();
      if (index !== 0 || call === undefined || !Node.isCallExpression(call)) return false;
      const callee = call.getExpression();
      return Node.isPropertyAccessExpression(callee) && isObjectKeys(callee.getExpression());
    }
  }
  return false;
}
