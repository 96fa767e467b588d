import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { rateLimited } from '../errors.js';

/**
 * Per-client-IP limits, opted into per route with `config.rateLimit`. With REDIS_URL the counters
 * live in Redis so every instance shares them; without, in this process's memory.
 */
export const rateLimitPlugin = fp<{ redisUrl: string | undefined }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'arroyo-rate-limit:',
      // A Redis outage must not take login down; the per-phone limits in the database still hold.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
    });
  },
  { name: 'rate-limit' },
);
