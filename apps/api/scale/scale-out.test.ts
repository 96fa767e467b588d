import { randomBytes } from 'node:crypto';
import { eq, isNotNull, like, ne, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import {
  leads,
  notifications,
  orders,
  otpSends,
  paymentSessions,
  products,
  stockReservations,
} from '../src/db/schema.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/plugins/errors.js';
import { killBuiltServers } from '../src/test/built-server.js';
import { startDatabaseRelay } from '../src/test/database-relay.js';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../src/test/database-source.js';
import { openStream } from '../src/test/event-stream-client.js';
import { slowRequest } from '../src/test/slow-request.js';
import { errorsOf, type Instance, startCluster, summaryTable } from './cluster.js';
import { startLoad } from './load.js';
import { scaleData } from './scale-data.js';

/**
 * Issue #17: three instances of the production build (`node dist/server.js`) on one PostgreSQL
 * and one Redis, as a load balancer would spread buyers over them. Each test is one promise of
 * ARCHITECTURE's "Scaling past one machine", proved across instances; the summary prints what
 * each instance served.
 */

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOKEN_SECRET = `scale-${randomBytes(24).toString('hex')}`;
const OTP_CODE = '246810';
/** How long another instance may take to show a change: PostgreSQL's notification, heard. */
const PROPAGATION_LIMIT_MS = 1_000;

const databaseName = uniqueDatabaseName('arroyo_scale');
const databaseUrl = withDatabase(ADMIN_URL, databaseName);
let relay: Awaited<ReturnType<typeof startDatabaseRelay>> | undefined;
let direct: DatabaseHandle | undefined;
let cluster: Instance[] = [];
let data: ReturnType<typeof scaleData>;
const figures: string[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const db = () => direct!.db;

/** Both servers answer, or the run stops with a sentence saying which does not. */
async function checkServers(): Promise<void> {
  await adminQuery(ADMIN_URL, 'select 1').catch((error: unknown) => {
    throw new Error(`npm run test:scale needs PostgreSQL at ${ADMIN_URL}: ${String(error)}`);
  });
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`npm run test:scale needs Redis at ${REDIS_URL}: ${String(error)}`);
  } finally {
    redis.disconnect();
  }
}

beforeAll(async () => {
  await checkServers();
  await adminQuery(ADMIN_URL, `create database ${databaseName}`);
  // Every instance reaches PostgreSQL through one relay the run can cut (the outage test).
  relay = await startDatabaseRelay(databaseUrl);
  cluster = await startCluster(3, {
    DATABASE_URL: relay.url,
    REDIS_URL,
    TOKEN_SECRET,
    OTP_DEV_CODE: OTP_CODE,
    // Behind a load balancer: client addresses (the per-IP limits' keys) come from X-Forwarded-For.
    TRUST_PROXY: 'true',
    SEED_DEMO_DATA: 'false',
  });
  // The run's own connection, around the relay: it writes the data and checks the outcome.
  direct = await openDatabase({ url: databaseUrl });
  data = scaleData(direct.db, TOKEN_SECRET);
}, 180_000);

afterAll(async () => {
  if (direct && cluster.length > 0) {
    const placed = await db().$count(orders);
    console.log(
      [
        '',
        `Scale-out run on PostgreSQL (${databaseName}) and Redis (${REDIS_URL}), three instances of dist/server.js:`,
        ...figures.map((line) => `  ${line}`),
        '',
        summaryTable(cluster, placed),
        '',
      ].join('\n'),
    );
  }
  for (const instance of cluster) {
    if (instance.server.process.exitCode === null) instance.server.process.kill('SIGTERM');
  }
  await Promise.race([
    Promise.all(cluster.map((instance) => instance.server.exited)),
    sleep(15_000),
  ]);
  killBuiltServers();
  await direct?.close();
  await relay?.close();
  await adminQuery(ADMIN_URL, `drop database if exists ${databaseName} with (force)`);
}, 60_000);

/** The sandbox page's Pay button: an empty form post. */
const payForm = {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: '',
};

/** The outbox is empty: every text queued so far was sent. */
async function textsSent(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await db().$count(notifications, ne(notifications.status, 'sent'))) > 0) {
    if (Date.now() > deadline) throw new Error('Texts still unsent after 10 s');
    await sleep(100);
  }
}

/** Every instance: A, B, C. */
const all = () => cluster;
const at = (index: number) => cluster[index % cluster.length]!;

/**
 * Reads `read` on `instance` until `shows` holds of the answer, from `since` (the writer's
 * answer): how long it took, or a failure past PROPAGATION_LIMIT_MS.
 */
async function lagUntil(
  since: number,
  read: () => Promise<unknown>,
  shows: (answer: unknown) => boolean,
): Promise<number> {
  for (;;) {
    const answer = await read();
    const lag = Date.now() - since;
    if (shows(answer)) return lag;
    if (lag > PROPAGATION_LIMIT_MS) {
      throw new Error(`Still not shown after ${lag} ms: ${JSON.stringify(answer)}`);
    }
    await sleep(2);
  }
}

describe('three instances of the production build on one PostgreSQL and one Redis', () => {
  it('a catalogue change made through one instance shows on the other two at once: product list, search, store list, store page', async () => {
    const seller = await data.newUser('seller');
    const sellerHeaders = await data.login(seller);
    const word = data.mark;
    const pear = await data.newShop({
      seller,
      storeName: `Orchard ${word}`,
      productName: `Pear ${word}`,
      stock: 20,
    });
    const bakery = await data.newShop({
      seller,
      storeName: `Bakery ${word}`,
      productName: `Loaf ${word}`,
      stock: 20,
    });
    const reads = {
      products: (instance: Instance) =>
        instance.request(`/api/product-category/${pear.categoryId}/products`),
      searchOld: (instance: Instance) => instance.request(`/api/search?q=pear+${word}`),
      searchNew: (instance: Instance) => instance.request(`/api/search?q=quince+${word}`),
      stores: (instance: Instance) => instance.request('/api/stores'),
      store: (instance: Instance) => instance.request(`/api/store/${bakery.store.id}`),
    };
    const names = (answer: unknown) => JSON.stringify(answer);

    // Every instance has heard the new rows and holds its answers in its catalogue cache.
    for (const instance of all()) {
      await lagUntil(
        Date.now(),
        async () => (await reads.searchOld(instance)).body,
        (answer) => names(answer).includes(`Pear ${word}`),
      );
      for (let time = 0; time < 2; time++) {
        expect(names((await reads.products(instance)).body)).toContain(`Pear ${word}`);
        expect(names((await reads.stores(instance)).body)).toContain(`Bakery ${word}`);
        expect((await reads.store(instance)).status).toBe(200);
      }
    }

    // A renames the product.
    const renamed = await at(0).request(`/api/update-product/${pear.product.id}`, {
      method: 'PUT',
      headers: sellerHeaders,
      json: {
        storeId: pear.store.id,
        productCategoryId: pear.categoryId,
        updateData: { name: `Quince ${word}` },
      },
    });
    expect(renamed.status).toBe(200);
    const renamedAt = Date.now();
    const renameLags = await Promise.all(
      [at(1), at(2)].flatMap((instance) => [
        lagUntil(
          renamedAt,
          async () => (await reads.products(instance)).body,
          (answer) => names(answer).includes(`Quince ${word}`) && !names(answer).includes('Pear'),
        ),
        lagUntil(
          renamedAt,
          async () => (await reads.searchOld(instance)).body,
          (answer) => !names(answer).includes(`Pear ${word}`),
        ),
        lagUntil(
          renamedAt,
          async () => (await reads.searchNew(instance)).body,
          (answer) => names(answer).includes(`Quince ${word}`),
        ),
      ]),
    );
    // The writer answered once its own process had heard.
    expect(names((await reads.products(at(0))).body)).toContain(`Quince ${word}`);

    // B hides a store.
    const hidden = await at(1).request(`/api/update-store/${bakery.store.id}`, {
      method: 'PUT',
      headers: sellerHeaders,
      json: { sellerId: seller.sellerId, updateData: { isHidden: true } },
    });
    expect(hidden.status).toBe(200);
    const hiddenAt = Date.now();
    const hideLags = await Promise.all(
      [at(0), at(2)].flatMap((instance) => [
        lagUntil(
          hiddenAt,
          async () => (await reads.stores(instance)).body,
          (answer) => !names(answer).includes(`Bakery ${word}`),
        ),
        lagUntil(
          hiddenAt,
          async () => (await reads.store(instance)).status,
          (status) => status === 404,
        ),
      ]),
    );
    expect((await reads.store(at(1))).status).toBe(404);

    figures.push(
      `catalogue: a rename on A showed on B and C after ${renameLags.join(', ')} ms (product list, old and new search, each); a store hidden on B left A and C after ${hideLags.join(', ')} ms (store list, store page)`,
    );
  });

  it('an OTP send limit counts across instances: one code a minute, five an hour per phone, twenty a minute per client address in Redis', async () => {
    const phone = data.newPhone();
    const client = { 'x-forwarded-for': data.newClientIp() };
    const sendCode = (instance: Instance, to = phone, headers = client) =>
      instance.request('/api/send-otp', { headers, json: { phone: to } });

    for (let n = 0; n < 5; n++) {
      expect(await sendCode(at(n))).toMatchObject({ status: 200, body: { status: 'pending' } });
      // The next instance knows of that code at once: the resend cooldown holds there.
      const again = await sendCode(at(n + 1));
      expect(again.status).toBe(429);
      expect(again.body).toEqual({
        error: expect.stringMatching(
          /^Too many code requests\. Please try again in (\d+ seconds|1 minute)\.$/,
        ),
        code: 'RATE_LIMITED',
      });
      // The minute passes without the wait: the sends recorded so far move one minute back.
      await db()
        .update(otpSends)
        .set({ createdAt: sql`${otpSends.createdAt} - interval '61 seconds'` })
        .where(eq(otpSends.phone, phone));
    }
    for (const instance of all()) {
      const sixth = await sendCode(instance);
      expect(sixth.status).toBe(429);
      expect(sixth.headers['retry-after']).toMatch(/^\d+$/);
      expect(sixth.body).toEqual({
        error: expect.stringMatching(
          /^Too many code requests for this phone\. Please try again in \d+ minutes\.$/,
        ),
        code: 'RATE_LIMITED',
      });
    }
    expect(await db().$count(otpSends, eq(otpSends.phone, phone))).toBe(5);

    // One client address, twenty phones, spread over the three: the twenty-first is refused by
    // each, because the count is Redis's, not each instance's (which would allow sixty).
    const spray = { 'x-forwarded-for': data.newClientIp() };
    for (let n = 0; n < 20; n++) {
      expect((await sendCode(at(n), data.newPhone(), spray)).status).toBe(200);
    }
    for (const instance of all()) {
      const refused = await sendCode(instance, data.newPhone(), spray);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: expect.stringMatching(
          /^Too many requests\. Please try again in (\d+ seconds|1 minute)\.$/,
        ),
        code: 'RATE_LIMITED',
      });
    }
    figures.push(
      'codes: 5 sends to one phone over A, B, C (the 60 s cooldown moved back in the database) accepted; the 6th refused by each; 20 sends from one client address accepted, the 21st refused by each',
    );
  });

  let lastUnitOrder: { orderId: string; buyerHeaders: { authorization: string } } | undefined;

  it('50 buyers checking out the last unit at once over the three get one session and one order; 49 hear it is out of stock', async () => {
    const seller = await data.newUser('seller');
    const shop = await data.newShop({
      seller,
      storeName: `Corner ${data.mark}`,
      productName: `Last Loaf ${data.mark}`,
      stock: 1,
    });
    const orderData = data.orderData({ store: shop.store, product: shop.product });
    const buyers = await data.newUsers(50);
    const logins = await Promise.all(buyers.map((buyer) => data.login(buyer)));

    const started = Date.now();
    const answers = await Promise.all(
      logins.map((headers, n) =>
        at(n).request('/api/create-stripe-session', {
          headers: { ...headers, 'x-forwarded-for': data.newClientIp() },
          json: { orderData },
        }),
      ),
    );
    const took = Date.now() - started;

    const winners = answers.flatMap((answer, n) => (answer.status === 200 ? [n] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer).toMatchObject({
        status: 409,
        body: { error: `Sorry, Last Loaf ${data.mark} is out of stock.`, code: 'OUT_OF_STOCK' },
      });
    }
    const winner = winners[0]!;
    const { sessionId } = answers[winner]!.body as { sessionId: string };

    // The buyer pays on the page another instance serves, and a third confirms.
    const paid = await at(winner + 1).request(`/api/sandbox-checkout/${sessionId}/pay`, payForm);
    expect(paid.status).toBe(303);
    const finalized = await at(winner + 2).request('/api/finalize-order', {
      headers: logins[winner]!,
      json: { sessionId },
    });
    expect(finalized).toMatchObject({ status: 200, body: { success: true } });

    const [stock] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, shop.product.id));
    expect(stock!.stock).toBe(0);
    expect(await db().$count(orders, eq(orders.storeId, shop.store.id))).toBe(1);
    expect(
      await db().$count(stockReservations, eq(stockReservations.productId, shop.product.id)),
    ).toBe(1);
    lastUnitOrder = { orderId: finalized.body.orderId, buyerHeaders: logins[winner]! };
    figures.push(
      `last unit: 50 checkouts over A, B, C in ${took} ms → 1 session (on ${at(winner).name}), 49 × 409 OUT_OF_STOCK, 1 order, stock 0`,
    );
  });

  it('an order event made on one instance reaches streams opened on the other two', async () => {
    if (!lastUnitOrder) throw new Error('Needs the order of the last-unit test');
    const { orderId, buyerHeaders } = lastUnitOrder;
    const admin = await data.newUser('admin');
    const adminHeaders = await data.login(admin);
    const everything = openStream(`${at(1).base}/api/orders/stream`, adminHeaders);
    const theOrder = openStream(`${at(2).base}/api/orders/${orderId}/events`, buyerHeaders);
    await Promise.all([everything.opened, theOrder.opened]);

    const sentAt = Date.now();
    const ready = await at(0).request(`/api/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: adminHeaders,
      json: { action: 'mark_ready' },
    });
    expect(ready.status).toBe(200);
    const heard = async (stream: ReturnType<typeof openStream>) => {
      const event = await stream.next('mark_ready');
      expect(event.data).toMatchObject({ orderId, toStatus: 'ready_for_pickup' });
      return Date.now() - sentAt;
    };
    const lags = await Promise.all([heard(everything), heard(theOrder)]);
    everything.close();
    theOrder.close();
    for (const lag of lags) expect(lag).toBeLessThan(PROPAGATION_LIMIT_MS);
    figures.push(
      `order events: marked ready on A, heard on B's admin stream after ${lags[0]} ms and on C's order stream after ${lags[1]} ms`,
    );
  });

  it('while PostgreSQL is away every instance answers 503 in JSON, comes back by itself, and a payment made meanwhile yields exactly one order', async () => {
    console.log(
      'The PostgreSQL restart is simulated: the relay every instance reaches PostgreSQL through drops their connections and refuses new ones, because the server on 127.0.0.1:5432 is shared with other agents and CI and this run may not restart it.',
    );
    const seller = await data.newUser('seller');
    const shop = await data.newShop({
      seller,
      storeName: `Outage ${data.mark}`,
      productName: `Candle ${data.mark}`,
      stock: 5,
    });
    const buyer = await data.newUser('buyer');
    const buyerHeaders = await data.login(buyer);
    const opened = await at(0).request('/api/create-stripe-session', {
      headers: { ...buyerHeaders, 'x-forwarded-for': data.newClientIp() },
      json: { orderData: data.orderData({ store: shop.store, product: shop.product }) },
    });
    expect(opened.status).toBe(200);
    const { sessionId } = opened.body as { sessionId: string };
    // The texts owed so far go out first, so none is caught half-sent by the outage.
    await textsSent();

    // Buyers browse all three throughout: a store page (always read from the database) and the
    // store list (from the cache, which is bypassed while its listener is down).
    const load = startLoad({
      instances: all(),
      clients: 2,
      pauseMs: 10,
      next: (_instance, client) => ({
        path: client === 0 ? `/api/store/${shop.store.id}` : '/api/stores',
      }),
    });
    await sleep(300);

    await relay!.cut();
    const cutAt = Date.now();
    // The card processor takes the payment while the API cannot reach its database (in the
    // sandbox, the processor's record is the session's row: this run writes it around the relay).
    await db()
      .update(paymentSessions)
      .set({ paidAt: new Date() })
      .where(eq(paymentSessions.providerSessionId, sessionId));

    const finalize = (instance: Instance) =>
      instance.request('/api/finalize-order', { headers: buyerHeaders, json: { sessionId } });
    const pay = (instance: Instance) =>
      instance.request(`/api/sandbox-checkout/${sessionId}/pay`, payForm);
    const unavailable = { error: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' };
    for (const instance of all()) {
      // Not ready, yet alive: the orchestrator stops sending traffic but restarts nothing.
      const readiness = await instance.request('/api/ready');
      expect(readiness).toMatchObject({ status: 503, body: { status: 'not ready' } });
      expect(readiness.body.failing).toContain('database');
      expect((await instance.request('/api/health')).status).toBe(200);
      // The buyer's confirmation and the processor's, tried while it is away.
      expect(await finalize(instance)).toMatchObject({ status: 503, body: unavailable });
      expect(await pay(instance)).toMatchObject({ status: 503, body: unavailable });
    }
    await sleep(1_500);

    await relay!.restore();
    const restoredAt = Date.now();
    const readyAt = new Map<Instance, number>();
    const recovery = await Promise.all(
      all().map(async (instance) => {
        for (;;) {
          if ((await instance.request('/api/ready')).status === 200) {
            readyAt.set(instance, Date.now());
            return Date.now() - restoredAt;
          }
          if (Date.now() - restoredAt > 15_000) throw new Error(`${instance.name} not ready again`);
          await sleep(50);
        }
      }),
    );
    await sleep(300);
    const samples = await load.stop();

    // The buyer tries again on two instances while the processor's confirmation comes to a third.
    const [second, third, pressed] = await Promise.all([
      finalize(at(1)),
      finalize(at(2)),
      pay(at(0)),
    ]);
    expect(second.status).toBe(200);
    expect(third.body.orderId).toBe(second.body.orderId);
    expect(pressed.status).toBe(303);
    const [session] = await db()
      .select({ id: paymentSessions.id, orderId: paymentSessions.orderId })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(session!.orderId).toBe(second.body.orderId);
    expect(await db().$count(orders, eq(orders.paymentSessionId, session!.id))).toBe(1);

    // Under load: an answer for every request, 200 or the 503 while it was away, nothing else.
    const during = samples.filter((s) => s.sentAt >= cutAt && s.doneAt <= restoredAt);
    for (const sample of samples) {
      expect(sample.outcome.kind, `${sample.instance.name} ${sample.path}`).toBe('answered');
      if (sample.outcome.kind !== 'answered') continue;
      expect([200, 503]).toContain(sample.outcome.status);
      if (sample.outcome.status === 503) {
        expect(JSON.parse(sample.outcome.body)).toEqual(unavailable);
        // Only while it was away: answered after the cut, sent before the instance was ready.
        expect(sample.doneAt).toBeGreaterThanOrEqual(cutAt);
        expect(sample.sentAt).toBeLessThan(readyAt.get(sample.instance)!);
      }
    }
    for (const instance of all()) {
      const mine = during.filter((s) => s.instance === instance);
      expect(mine.some((s) => s.outcome.kind === 'answered' && s.outcome.status === 503)).toBe(
        true,
      );
      const last = samples.filter((s) => s.instance === instance).at(-1)!;
      expect(last.outcome).toMatchObject({ kind: 'answered', status: 200 });
    }
    const count503 = samples.filter(
      (s) => s.outcome.kind === 'answered' && s.outcome.status === 503,
    ).length;
    figures.push(
      `database away ${restoredAt - cutAt} ms under load: ${samples.length} reads, ${count503} answered 503 DATABASE_UNAVAILABLE, none lost; ready again after ${recovery.join(', ')} ms (A, B, C); the payment made meanwhile → 1 order (finalize retried on B and C, the processor's confirmation on A)`,
    );
  });

  it('SIGTERM to one instance under load: every request it accepted is answered in full, nothing half-written, and the other two keep serving', async () => {
    const victim = at(2);
    const batch = data.mark;
    let sequence = 0;
    const load = startLoad({
      instances: all(),
      clients: 6,
      pauseMs: 2,
      next: (instance, client) => {
        if (client % 2 === 0) return { path: '/api/stores' };
        const name = `Drain ${batch} ${instance.name} ${++sequence}`;
        return {
          path: '/api/create-lead',
          tag: name,
          options: {
            headers: { 'x-forwarded-for': data.newClientIp() },
            json: { name, phone: '6265550190', zipcode: '90001' },
          },
        };
      },
    });
    // Requests in hand at the signal: accepted (100 Continue), half a body sent.
    const inHand = [1, 2, 3].map((n) =>
      slowRequest(victim.base, {
        path: '/api/create-lead',
        body: { name: `Drain ${batch} in hand ${n}`, phone: '6265550190', zipcode: '90001' },
        headers: { 'x-forwarded-for': data.newClientIp() },
      }),
    );
    await Promise.all(inHand.map((each) => each.accepted));
    await sleep(500);

    const signalAt = Date.now();
    victim.server.process.kill('SIGTERM');
    victim.stopped = true;
    await sleep(200);
    for (const each of inHand) each.finish();
    const inHandAnswers = await Promise.all(inHand.map((each) => each.answers()));
    expect(await victim.server.exited).toBe(0);
    const exitedAt = Date.now();
    await load.refusedBy(victim);
    await sleep(300);
    const samples = await load.stop();

    for (const [n, answers] of inHandAnswers.entries()) {
      expect(answers).toMatchObject([
        { status: 200, body: { name: `Drain ${batch} in hand ${n + 1}` } },
      ]);
    }
    const saved = new Map<string, number>();
    for (const row of await db()
      .select({ name: leads.name })
      .from(leads)
      .where(like(leads.name, `Drain ${batch} %`))) {
      saved.set(row.name, (saved.get(row.name) ?? 0) + 1);
    }

    const victims = samples.filter((s) => s.instance === victim);
    const finalOutcome = new Map<string, (typeof samples)[number]['outcome']>();
    for (const sample of samples) {
      const { outcome, tag } = sample;
      const where = `${sample.instance.name} ${sample.path}`;
      // Never an answer cut off half-way, on any instance.
      expect(outcome.kind, where).not.toBe('truncated');
      if (sample.instance !== victim) {
        expect(outcome, where).toMatchObject({ kind: 'answered', status: 200 });
      } else if (outcome.kind === 'answered') {
        expect(outcome.status, where).toBe(200);
      }
      if (tag) finalOutcome.set(tag, outcome);
    }
    // A lead answered is saved once. One the instance never took is not saved at all, so it may
    // safely go elsewhere: refused, or reset before the process read a byte of it.
    for (const [tag, outcome] of finalOutcome) {
      expect(saved.get(tag) ?? 0, tag).toBe(outcome.kind === 'answered' ? 1 : 0);
    }
    for (const n of [1, 2, 3]) expect(saved.get(`Drain ${batch} in hand ${n}`)).toBe(1);
    const answered = victims.filter((s) => s.outcome.kind === 'answered');
    const afterSignal = answered.filter((s) => s.doneAt >= signalAt).length;
    const refused = victims.filter((s) => s.outcome.kind === 'refused').length;
    const unread = victims.filter((s) => s.outcome.kind === 'closed-unanswered');
    const keptAlive = unread.filter(
      (s) => s.outcome.kind === 'closed-unanswered' && s.outcome.reused,
    );
    expect(refused).toBeGreaterThan(0);
    const others = samples.filter((s) => s.instance !== victim && s.sentAt >= signalAt);
    figures.push(
      `SIGTERM to C under load: ${answered.length} of its requests answered in full (${afterSignal} after the signal, and 3 in hand), ${refused} refused connections, ${unread.length - keptAlive.length} new connections reset unread as its listener closed (still in the kernel's accept queue) and ${keptAlive.length} kept-alive ones closed as idle as a request arrived, none of them processed; exit 0 after ${exitedAt - signalAt} ms; A and B answered all ${others.length} sent meanwhile`,
    );
  });

  it("records one order per paid session, sends each order's texts once whichever instance's outbox sender claims them, and nothing failed anywhere", async () => {
    const paid = await db().$count(paymentSessions, isNotNull(paymentSessions.paidAt));
    expect(await db().$count(orders)).toBe(paid);
    await textsSent();
    const texts = await db()
      .select({ status: notifications.status, attempts: notifications.attempts })
      .from(notifications);
    // At least the buyer's and the seller's text of each of the run's two payments.
    expect(texts.length).toBeGreaterThanOrEqual(4);
    for (const text of texts) expect(text).toEqual({ status: 'sent', attempts: 1 });
    figures.push(`texts: ${texts.length} queued by the run's orders, each sent once`);
    for (const instance of all()) expect(errorsOf(instance), instance.name).toBe(0);
  });
});
