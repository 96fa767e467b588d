import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** Structured JSON logs; readable lines when a person watches a development terminal. */
export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
): FastifyServerOptions['logger'] {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}
