import type { Config } from '../../config.js';
import { createModelRouting } from './model.js';
import { type OsrmLogger, OsrmRouting } from './osrm.js';
import type { Routing } from './routing.js';

/** OSRM when ROUTING_URL is set, otherwise the straight-line model, both with the configured model. */
export function createRouting(options: {
  config: Pick<Config, 'routing'>;
  logger: OsrmLogger;
}): Routing {
  const { routing } = options.config;
  if (routing.provider === 'osrm') {
    return new OsrmRouting({ url: routing.url, model: routing.model, logger: options.logger });
  }
  return createModelRouting(routing.model);
}
