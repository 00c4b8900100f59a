import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ensureFirstAdmin } from './auth/first-admin';
import { ConfigError, loadConfig } from './config';
import { loadEncryptionKey } from './crypto/encryption-key';
import { type Database, openPglite, openPostgres } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { DataDirPermissionError } from './db/data-dir-permissions';
import { loadOrCreateSecret } from './secrets';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] });

  let release = () => {};
  let database: Database;
  if (config.DATABASE_URL) {
    database = await openPostgres(config.DATABASE_URL);
  } else {
    release = lockDataDir(config.dataDir);
    database = await openPglite(path.join(config.dataDir, 'pglite'), {
      // Requests fail at once either way; exiting lets the supervisor restart the server.
      onCrash: (error) => {
        log.fatal({ err: error }, 'the embedded database stopped');
        release();
        process.exit(1);
      },
    });
  }
  const authSecret = loadOrCreateSecret(config.dataDir, 'auth-secret', 32, config.AUTH_SECRET);
  const encryptionKey = loadEncryptionKey(config);
  const { app, auth } = await buildApp({ config, database, authSecret, encryptionKey, logger: log });

  const setupLink = await ensureFirstAdmin({ db: database.db, auth, config, log });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  log.info(
    { database: database.engine, ms: Math.round(performance.now() - startedAt) },
    `Wise Expert Advisor CRM is ready at ${url}`,
  );
  if (setupLink) {
    // Printed, not logged to a collector: the link is a one-time credential.
    process.stdout.write(
      `\nNo admin account exists yet. Open this one-time link within 24 hours to create it:\n  ${setupLink.replace(config.publicUrl, url)}\n\n`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirPermissionError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
