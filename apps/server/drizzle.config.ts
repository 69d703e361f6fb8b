import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Platform's tables and each module's schema.ts: a new module needs no line here.
  schema: ['./src/platform/db/schema.ts', './src/*/schema.ts'],
  out: './drizzle',
});
