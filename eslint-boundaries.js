// The repository's import boundaries, as an ESLint rule: every import (relative or through a path
// alias) is resolved to a file of the repository and checked against the zones below.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = dirname(new URL(import.meta.url).pathname);

/** Path aliases, as tsconfig.base.json declares them. */
const ALIASES = { '@shared/': 'shared/', '@web/': 'web/src/', '@functions/': 'functions/' };

const FEATURE = /^web\/src\/features\/([^/]+)\//;

/**
 * Why `from` may not import `to` (both paths from the root, with `/`), or null when it may.
 * @param {string} from
 * @param {string} to
 */
export function boundaryProblem(from, to) {
  const inside = (path, dir) => path.startsWith(dir);
  if (inside(from, 'web/') && (inside(to, 'functions/') || inside(to, 'infra/') || inside(to, 'tests/'))) {
    return 'the web app runs in browsers: it never imports functions, infra or tests';
  }
  if (inside(from, 'functions/') && (inside(to, 'web/') || inside(to, 'infra/') || inside(to, 'tests/'))) {
    return 'functions never import web, infra or tests';
  }
  if (inside(from, 'shared/') && !inside(to, 'shared/')) return 'shared imports nothing of ours but shared';
  if (inside(from, 'functions/lib/') && inside(to, 'functions/data/')) {
    return 'functions/lib is below the data modules: it never imports functions/data';
  }
  if (
    inside(from, 'functions/data/') &&
    inside(to, 'functions/') &&
    !inside(to, 'functions/data/') &&
    !inside(to, 'functions/lib/')
  ) {
    return 'functions/data is below the handlers and the HTTP wrapper: it imports only functions/data and functions/lib (a caller passes what it needs, such as the session)';
  }
  const fromFeature = FEATURE.exec(from)?.[1];
  const toFeature = FEATURE.exec(to)?.[1];
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `features never import each other (${fromFeature} → ${toFeature}): share through lib or components`;
  }
  if ((inside(from, 'web/src/lib/') || inside(from, 'web/src/components/')) && toFeature) {
    return 'lib and components serve every feature: they never import one';
  }
  return null;
}

/** The repository path an import points to, or null for a package. */
function target(file, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return ALIASES[alias] + specifier.slice(alias.length);
  if (!specifier.startsWith('.')) return null;
  return relative(ROOT, resolve(dirname(file), specifier))
    .split(sep)
    .join('/');
}

/** @type {import('eslint').Rule.RuleModule} */
const zones = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Imports stay inside the boundaries of docs/architecture.md' },
  },
  create(context) {
    const from = relative(ROOT, context.filename).split(sep).join('/');
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const to = target(context.filename, node.value);
      const problem = to && boundaryProblem(from, to);
      if (problem) context.report({ node, message: `Import across a boundary: ${problem}.` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { zones } };
