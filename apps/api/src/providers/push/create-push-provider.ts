import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { storedVapidKeys } from './local.js';
import type { PushProvider } from './push-provider.js';
import { WebPushProvider } from './web-push.js';

/**
 * Web Push signed with the configured VAPID key pair, or, without one, with a pair made once and
 * kept in the database: push works on a fresh machine, and on every instance alike.
 */
export function createPushProvider(options: {
  config: Pick<Config, 'push'>;
  db: Database;
}): PushProvider {
  const { push } = options.config;
  if (push.provider === 'vapid') {
    const keys = { publicKey: push.publicKey, privateKey: push.privateKey, subject: push.subject };
    return new WebPushProvider('vapid', async () => keys);
  }
  return new WebPushProvider(
    'stored-keys',
    storedVapidKeys({ db: options.db, subject: push.subject }),
  );
}
