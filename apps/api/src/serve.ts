import type { Server } from 'node:http';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { type Config, loadConfigOrExit } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { loggerOptions } from './logger.js';
import { stopTracing } from './tracing.js';

/** Config → database → migrations → demo data → listen, and a graceful stop. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  const app = await buildApp({ config, database, logger: loggerOptions(config) });
  for (const warning of config.warnings) app.log.warn(warning);

  if (config.seedDemoData) {
    const { seeded } = await seedDemoData(database.db);
    if (seeded) app.log.info('The database was empty: demo data seeded.');
    // The catalogue cache and the search index hear the seed through notifications: the first
    // buyer must not search before they have.
    await app.catalogCache.settle();
  }

  closeWithGrace({ delay: 10_000, logger: false }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    await stopTracing();
  });

  holdIdleConnections(app.server);
  await app.ready();
  // The OpenAPI document is made once and kept; made here, no request waits the 0.2 s it takes.
  app.swagger();
  app.swagger({ yaml: true });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(startupMessage(config, database.engine));
}

/** How long connections idle when the server stops listening stay open (docs/decisions/111). */
const IDLE_CONNECTION_GRACE_MS = 1_000;

/**
 * Node closes every idle connection the moment the server stops listening, so a request then on
 * its way on a kept-alive connection meets a reset without an answer, which a proxy does not
 * retry for a POST. Held open a moment, such a request is served (with `Connection: close` while
 * closing); only the connections still idle after that are closed.
 */
function holdIdleConnections(server: Server): void {
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    setTimeout(closeIdleConnections, IDLE_CONNECTION_GRACE_MS).unref();
  };
}

function startupMessage(config: Config, engine: string): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    `Marketplace ready at http://${host}:${config.port} (API docs at /api/docs, database: ${engine})`,
  ];
  if (config.seedDemoData) {
    lines.push('Demo accounts (log in with the phone, +1 is added for you):');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`  ${account.role.padEnd(9)} ${account.phone.slice(-10)}`);
    }
  }
  lines.push(otpHint(config));
  return lines.join('\n');
}

function otpHint(config: Config): string {
  if (config.otp.provider === 'twilio') return 'One-time codes are sent by SMS (Twilio Verify).';
  if (config.otp.devCode) {
    return `One-time codes: any phone accepts OTP_DEV_CODE=${config.otp.devCode} after "Send OTP".`;
  }
  return 'One-time codes are printed in this log: look for "ONE-TIME CODE".';
}

await main();
