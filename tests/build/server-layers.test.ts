// The lint rule that keeps the server's house (eslint-rules/server-layers.js): routes and operator
// commands never import the schema or drizzle-orm, domains meet only at their index.ts, no domain
// imports the demo seed. `npm run lint` applies it to the real tree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { serverLayers } from '../../eslint-rules/server-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(__dirname, '../..');
const at = (file: string) => path.join(root, 'server', file);

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('server-layers', serverLayers, {
  valid: [
    // A service of the domain may query.
    { filename: at('inquiries/inquiries.ts'), code: "import { inquiries } from '../db/schema.js';" },
    { filename: at('inquiries/inquiries.ts'), code: "import { eq } from 'drizzle-orm';" },
    // A route calls its own domain's service and another domain's index.
    {
      filename: at('inquiries/inquiries.routes.ts'),
      code: "import { createInquiry } from './inquiries.js';",
    },
    { filename: at('inquiries/inquiries.routes.ts'), code: "import { fileLinks } from '../files/index.js';" },
    {
      filename: at('inquiries/inquiries.routes.ts'),
      code: "import type { Database } from '../db/client.js';",
    },
    // app.ts mounts every domain's routes.
    { filename: at('app.ts'), code: "import { inquiryRoutes } from './inquiries/inquiries.routes.js';" },
    // main.ts seeds the demo; the seeds call the domains.
    { filename: at('main.ts'), code: "import { seedDemo } from './seed/index.js';" },
    { filename: at('seed/seed-assets.ts'), code: "import { users } from '../db/schema.js';" },
    { filename: at('ops/competitions.ts'), code: "import { sampleWork } from '../seed/sample-works.js';" },
    // Tests reach anywhere.
    { filename: at('tests/inquiries.test.ts'), code: "import { x } from '../money/withdrawals.js';" },
  ],
  invalid: [
    {
      filename: at('inquiries/inquiries.routes.ts'),
      code: "import { inquiries } from '../db/schema.js';",
      errors: [{ messageId: 'schemaInFrontDoor' }],
    },
    {
      filename: at('accounts/users.routes.ts'),
      code: "import { eq, sql } from 'drizzle-orm';",
      errors: [{ messageId: 'schemaInFrontDoor' }],
    },
    {
      filename: at('ops/assets.ts'),
      code: "import type { withdrawalRequests } from '../db/schema.js';",
      errors: [{ messageId: 'schemaInFrontDoor' }],
    },
    {
      filename: at('money/withdrawals.ts'),
      code: "import { createNotification } from '../notifications/notifications.js';",
      errors: [{ messageId: 'domainInternals' }],
    },
    {
      filename: at('ops/assets.ts'),
      code: "export { payWithdrawal } from '../money/withdrawals.js';",
      errors: [{ messageId: 'domainInternals' }],
    },
    {
      filename: at('files/files.ts'),
      code: "import { tinyPdf } from '../seed/tiny-pdf.js';",
      errors: [{ messageId: 'seedImport' }],
    },
    {
      filename: at('app.ts'),
      code: "import { seedDemo } from './seed/index.js';",
      errors: [{ messageId: 'seedImport' }],
    },
  ],
});

describe('docs/architecture.md', () => {
  it('names every route file of the server, so its table of §7 calls stays whole', () => {
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const routeFiles = readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.routes.ts'))
      .map((file) => file.split(path.sep).join('/'));
    expect(routeFiles.length).toBeGreaterThan(15);
    expect(routeFiles.filter((file) => !doc.includes(`\`${file}\``))).toEqual([]);
  });
});

describe('the server files', () => {
  it('stay under 400 lines, or say at their top why not ("// Long file: …")', () => {
    const serverDir = path.join(root, 'server');
    const long = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.includes('node_modules'))
      .filter((file) => {
        const text = readFileSync(path.join(serverDir, file), 'utf8');
        if (text.split('\n').length <= 400) return false;
        const head = text.split('\n').filter((line) => line.startsWith('//'));
        return !head.slice(0, 20).some((line) => line.startsWith('// Long file: '));
      });
    expect(long).toEqual([]);
  });
});
