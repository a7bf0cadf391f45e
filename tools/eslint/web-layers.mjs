// The SPA's layers as a lint rule (docs/web-search-kit.md, "Layers"): app/ composes the features; a feature
// (features/<name>/) uses the search kit, the shared components and lib/, and another feature only through that
// feature's public entry (features/<name>/index.ts); the search kit and the shared code below it import no
// feature; nothing but app/ imports app/ (a type from app/store excepted, for the typed hooks); no product code
// imports the specs' helpers (apps/web/test). Relative imports are resolved against the importing file, so a
// path that leaves its feature is seen however it is spelled.
import path from 'node:path';

const SRC = path.join('apps', 'web', 'src');

/** "features/alerts", "search-kit", "components" … for a path under apps/web/src, else null. */
function areaOf(relative) {
  const [top, second] = relative.split(path.sep);
  // The entry point renders the app: it is app/ too.
  if (top === 'main.tsx') return { area: 'app', top: 'app', feature: null };
  if (top === 'features' && second) return { area: `features/${second}`, top, feature: second };
  return { area: top, top, feature: null };
}

const isPublicEntry = (relative) => {
  const inside = relative.split(path.sep).slice(2).join('/');
  return inside === '' || /^index(\.tsx?)?$/.test(inside);
};

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the SPA in layers: app → features → search kit → components and lib.' },
    schema: [],
    messages: {
      otherFeature:
        '{{from}} imports {{target}}: a feature uses another feature only through its public entry ({{entry}}/index.ts).',
      belowFeatures: '{{from}} is below the features and must not import {{target}}.',
      belowKit: '{{from}} is below the search kit and must not import {{target}}.',
      app: 'Only app/ imports app/ ({{target}}): the store, router and layouts sit on top of everything else.',
      testHelper: 'Product code imports no spec helper ({{target}}): apps/web/test is for specs only.',
    },
  },
  create(context) {
    const root = context.cwd ?? process.cwd();
    const file = path.relative(path.join(root, SRC), context.filename);
    if (file.startsWith('..') || path.isAbsolute(file)) return {};
    const from = areaOf(file);

    function check(node, source, typeOnly) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(path.join(root, SRC), path.resolve(path.dirname(context.filename), source));
      if (target.split(path.sep).slice(0, 2).join('/') === '../test') {
        context.report({ node, messageId: 'testHelper', data: { target: `apps/web/${target.slice(3)}` } });
        return;
      }
      if (target.startsWith('..')) return;
      const to = areaOf(target);
      const data = { from: from.area, target: target.split(path.sep).join('/'), entry: to.area };
      if (to.top === 'app' && from.top !== 'app' && !typeOnly) context.report({ node, messageId: 'app', data });
      if (to.top === 'features' && from.area !== to.area) {
        if (from.top === 'features') {
          if (!isPublicEntry(target)) context.report({ node, messageId: 'otherFeature', data });
        } else if (from.top !== 'app') context.report({ node, messageId: 'belowFeatures', data });
      }
      if (to.top === 'search-kit' && !['app', 'features', 'search-kit'].includes(from.top))
        context.report({ node, messageId: 'belowKit', data });
    }

    const fromDeclaration = (node) =>
      check(node, node.source?.value, node.importKind === 'type' || node.exportKind === 'type');
    return {
      ImportDeclaration: fromDeclaration,
      ExportNamedDeclaration: fromDeclaration,
      ExportAllDeclaration: fromDeclaration,
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined, false),
    };
  },
};

export default { rules: { layers } };
