// Keeps the server's house in order (docs/architecture.md, issue 23):
// - routes (`*.routes.ts`) and operator commands (`server/ops/`) parse, authorise, call a domain's
//   service and answer: they never import the schema or drizzle-orm, so every query and every write
//   with its transaction lives in a service that the route, the command and the operator console
//   all call;
// - a domain folder reaches another domain only through that domain's `index.ts` (its public
//   face), never through its other files;
// - no domain and no shared part of the server (app.ts, lib/, mail/, plugins/, db/, site/) imports
//   the demo seed (`server/seed/`): main.ts seeds, and `npm run ops -- add-to-group --samples`
//   draws on its sample works.
import path from 'node:path';

export const SERVER_DOMAINS = [
  'accounts',
  'competitions',
  'content',
  'files',
  'inquiries',
  'money',
  'notifications',
  'operators',
  'submissions',
  'uploads',
];

/** Folders that must work without the demo seed. */
const SEED_FREE = [...SERVER_DOMAINS, 'db', 'lib', 'mail', 'plugins', 'site'];

const SERVER_DIR = `${path.sep}server${path.sep}`;

/** The part of a path after `/server/`, with forward slashes, or null outside the server. */
function serverPath(file) {
  const at = file.lastIndexOf(SERVER_DIR);
  if (at === -1) return null;
  return file
    .slice(at + SERVER_DIR.length)
    .split(path.sep)
    .join('/');
}

const isTest = (rel) => rel.startsWith('tests/') || /\.test\.ts$/.test(rel);
const folderOf = (rel) => (rel.includes('/') ? rel.split('/')[0] : null);

export const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'keep routes and ops away from the schema, and domains behind their index' },
    messages: {
      schemaInFrontDoor:
        '{{file}} is a front door (a route or an operator command): it calls a service of its domain instead of importing {{what}}. Queries and writes live in the services.',
      domainInternals:
        '{{file}} imports "{{target}}", a file inside the {{domain}} domain. Import what that domain offers from server/{{domain}}/index.ts.',
      seedImport:
        '{{file}} imports the demo seed: the portal must work without it (main.ts and the ops commands may use it).',
    },
    schema: [],
  },
  create(context) {
    const rel = serverPath(context.filename);
    if (!rel || isTest(rel)) return {};
    const frontDoor = rel.endsWith('.routes.ts') || rel.startsWith('ops/');
    const ownFolder = folderOf(rel);
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (frontDoor && (source === 'drizzle-orm' || source.startsWith('drizzle-orm/'))) {
          context.report({
            node: node.source,
            messageId: 'schemaInFrontDoor',
            data: { file: rel, what: source },
          });
        }
        return;
      }
      const target = serverPath(path.resolve(path.dirname(context.filename), source));
      if (!target) return;
      const targetNoExt = target.replace(/\.(js|ts)$/, '');
      if (frontDoor && targetNoExt === 'db/schema') {
        context.report({
          node: node.source,
          messageId: 'schemaInFrontDoor',
          data: { file: rel, what: 'the schema' },
        });
      }
      const targetFolder = folderOf(target);
      if (targetFolder === 'seed' && (rel === 'app.ts' || SEED_FREE.includes(ownFolder))) {
        context.report({ node: node.source, messageId: 'seedImport', data: { file: rel } });
      }
      if (
        targetFolder &&
        SERVER_DOMAINS.includes(targetFolder) &&
        targetFolder !== ownFolder &&
        targetNoExt !== `${targetFolder}/index` &&
        // app.ts mounts every domain's routes.
        !(rel === 'app.ts' && /\.routes(\.js|\.ts)?$/.test(target))
      ) {
        context.report({
          node: node.source,
          messageId: 'domainInternals',
          data: { file: rel, target: source, domain: targetFolder },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
