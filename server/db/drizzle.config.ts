// drizzle-kit configuration: `npm run db:generate` (run from the repository root, which is what the
// relative paths below assume) writes a new SQL migration after schema.ts changes.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
