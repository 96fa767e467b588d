import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestApp } from '../../test/create-test-app.js';
import { createTextWorker, TEXTS_RESUME, TEXTS_WAIT } from './text-worker.js';

// While PostgreSQL is away the worker tries every second; it says so when the database goes and
// when it is back, not on every try (issue #17).
const ctx = await createTestApp();

describe('the text worker while the database is away', () => {
  it('logs once when it goes and once when it is back', async () => {
    let away = true;
    let tries = 0;
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    // The test's database, refusing every transaction while `away`.
    const db = new Proxy(ctx.db, {
      get(target, key, receiver) {
        if (key === 'transaction' && away) {
          return async () => {
            tries++;
            throw refused;
          };
        }
        return Reflect.get(target, key, receiver);
      },
    }) as Database;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const worker = createTextWorker({
      db,
      sms: { name: 'log', send: async () => ({ providerId: 'SM1' }) },
      clock: () => new Date(),
      brand: 'Arroyo',
      log,
      intervalMs: 5,
    });
    worker.start();
    try {
      await vi.waitFor(() => expect(tries).toBeGreaterThanOrEqual(5));
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn).toHaveBeenCalledWith({ err: refused }, TEXTS_WAIT);
      expect(TEXTS_WAIT).toBe(
        'Text messages: the database is not answering; sending waits until it is back.',
      );
      expect(log.info).not.toHaveBeenCalled();

      away = false;
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1));
      expect(log.info).toHaveBeenCalledWith(
        'Text messages: the database answers again; sending resumes.',
      );
      expect(TEXTS_RESUME).toBe('Text messages: the database answers again; sending resumes.');
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await worker.stop();
    }
  });
});
