import http from 'node:http';
import type { Outcome, SendOptions } from '../src/test/http-outcome.js';
import type { Instance } from './cluster.js';

export type Sample = {
  instance: Instance;
  /** When it was sent and when its outcome came, in ms since the epoch. */
  sentAt: number;
  doneAt: number;
  path: string;
  /** What the caller named the request (a lead's name, say), to check it afterwards. */
  tag: string | undefined;
  outcome: Outcome;
};

export type LoadRequest = { path: string; options?: SendOptions; tag?: string };

/**
 * Steady traffic: `clients` callers per instance, each on a keep-alive connection of its own (as
 * a proxy's upstream pool holds them), sending `next`'s requests one after another until `stop`.
 * A caller whose connection is refused stops: the instance no longer listens.
 */
export function startLoad(options: {
  instances: readonly Instance[];
  clients: number;
  next: (instance: Instance, client: number) => LoadRequest;
  /** A pause between one caller's requests, so the machine's other work keeps its share. */
  pauseMs?: number;
}) {
  const samples: Sample[] = [];
  let running = true;
  const callers = options.instances.flatMap((instance) =>
    Array.from({ length: options.clients }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (running) {
          const request = options.next(instance, client);
          const sentAt = Date.now();
          const outcome = await instance.send(request.path, { ...request.options, agent });
          const { path, tag } = request;
          samples.push({ instance, sentAt, doneAt: Date.now(), path, tag, outcome });
          if (outcome.kind === 'refused') return;
          if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return {
    samples,
    /** Resolves once every caller of `instance` has been refused (it stopped listening). */
    refusedBy: (instance: Instance) =>
      Promise.all(
        callers.filter(
          (_, index) => options.instances[Math.floor(index / options.clients)] === instance,
        ),
      ),
    async stop(): Promise<Sample[]> {
      running = false;
      await Promise.all(callers);
      return samples;
    },
  };
}
