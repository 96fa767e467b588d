import Fastify, {
  type FastifyBaseLogger,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerOwnership } from './access.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { EVENT_STREAM_DEFAULTS, type EventStreamOptions } from './event-stream.js';
import { httpServerOptions, REQUEST_TIMEOUTS, type RequestTimeouts } from './http-server.js';
import { addressesRoutes } from './modules/addresses/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { createTokens } from './modules/auth/tokens.js';
import { catalogAuditRoutes } from './modules/catalog/audit/routes.js';
import { type CatalogCache, createCatalogCache } from './modules/catalog/catalog-cache.js';
import { storesOwnedBy } from './modules/catalog/ownership.js';
import { productCategoryRoutes } from './modules/catalog/product-categories/routes.js';
import { productManagementRoutes } from './modules/catalog/products/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { storeAvailabilityRoutes } from './modules/catalog/store-availability/routes.js';
import { storeCountsBySeller } from './modules/catalog/store-records.js';
import { storeReviewRoutes } from './modules/catalog/store-review/routes.js';
import { storeManagementRoutes } from './modules/catalog/stores/routes.js';
import { paidProviderSessionId } from './modules/checkout/payment-sessions.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { dispatchRoutes } from './modules/orders/dispatch/routes.js';
import { driverRoutes } from './modules/orders/driver/routes.js';
import { orderHistoryRoutes } from './modules/orders/history/admin-routes.js';
import { ordersRoutes } from './modules/orders/history/buyer-routes.js';
import { createOrderEventHub, type OrderEventHub } from './modules/orders/live/order-event-hub.js';
import { liveOrderRoutes } from './modules/orders/live/routes.js';
import { unfulfilledOrderCount } from './modules/orders/order-records.js';
import {
  ordersOfBuyer,
  ordersPlacedOrCarried,
  ordersSold,
  ordersSoldOrCarried,
} from './modules/orders/ownership.js';
import { refundRoutes } from './modules/orders/refunds/routes.js';
import { watchLateDeliveries } from './modules/orders/runs/late-deliveries.js';
import { runRoutes } from './modules/orders/runs/routes.js';
import { watchAbandonedShifts } from './modules/orders/runs/silent-shifts.js';
import { sellerOrderRoutes } from './modules/orders/seller/routes.js';
import { watchUnacknowledgedOrders } from './modules/orders/seller/unacknowledged-orders.js';
import { statementRoutes } from './modules/orders/statements/routes.js';
import { createPushWorker, type PushWorker } from './modules/push/push-worker.js';
import { pushRoutes } from './modules/push/routes.js';
import { watchReconciliation } from './modules/reconciliation/reconciliation-watch.js';
import { reconciliationRoutes } from './modules/reconciliation/routes.js';
import { sandboxCheckoutRoutes } from './modules/sandbox-checkout/routes.js';
import { savedAddressesRoutes } from './modules/saved-addresses/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { createSearchIndex, type SearchIndex } from './modules/search/search-index.js';
import { serviceAreaRoutes } from './modules/service-area/routes.js';
import { createPositionHub, type PositionHub } from './modules/shifts/position-hub.js';
import { shiftRoutes } from './modules/shifts/routes.js';
import { queueStoreText } from './modules/text-messages/queue-store-text.js';
import { textMessageRoutes } from './modules/text-messages/routes.js';
import { createTextWorker, type TextWorker } from './modules/text-messages/text-worker.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { sellerRoutes } from './modules/users/seller-routes.js';
import { authPlugin } from './plugins/auth.js';
import { bodyLimitPlugin } from './plugins/body-limit.js';
import { consoleCachePlugin, createConsoleCache } from './plugins/console-cache.js';
import { BODY_LIMIT_BYTES, errorsPlugin } from './plugins/errors.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { metricsPlugin } from './plugins/metrics/metrics.js';
import { openapiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { requestIdOptions, requestIdPlugin } from './plugins/request-id.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { textInputPlugin } from './plugins/text-input.js';
import { traceRoutePlugin } from './plugins/trace-route.js';
import { webPlugin } from './plugins/web.js';
import { createFileStorage } from './providers/file-storage/create-file-storage.js';
import type { FileStorage } from './providers/file-storage/file-storage.js';
import { createGeocoder } from './providers/geocoder/create-geocoder.js';
import type { Geocoder } from './providers/geocoder/geocoder.js';
import { createOtpProvider } from './providers/otp/create-otp-provider.js';
import type { OtpProvider } from './providers/otp/otp-provider.js';
import { createPaymentProvider } from './providers/payments/create-payment-provider.js';
import type { PaymentProvider } from './providers/payments/payment-provider.js';
import { createPushProvider } from './providers/push/create-push-provider.js';
import type { PushProvider } from './providers/push/push-provider.js';
import { createRouting } from './providers/routing/create-routing.js';
import type { Routing } from './providers/routing/routing.js';
import { createSmsProvider } from './providers/sms/create-sms-provider.js';
import type { SmsProvider } from './providers/sms/sms-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseEngine: DatabaseHandle['engine'];
    otp: OtpProvider;
    payments: PaymentProvider;
    geocoder: Geocoder;
    /**
     * Road travel times and routes for dispatch: OSRM, or the travel model (providers/routing).
     * Not `routing`: Fastify has a `routing(req, res)` of its own.
     */
    roadRouting: Routing;
    /** Uploaded images: S3, or files on this machine (providers/file-storage). */
    files: FileStorage;
    /** Public catalogue answers until the catalogue changes (modules/catalog/catalog-cache.ts). */
    catalogCache: CatalogCache;
    /** What search ranks with, kept by catalogue changes (modules/search/search-index.ts). */
    searchIndex: SearchIndex;
    /** Committed order events, pushed to the open streams (modules/orders/order-event-hub.ts). */
    orderEvents: OrderEventHub;
    /** Kept driver positions, pushed to the open streams (modules/shifts/position-hub.ts). */
    driverPositions: PositionHub;
    /** Sends the text-message outbox (modules/text-messages/text-worker.ts). */
    textWorker: TextWorker;
    /** Web Push with VAPID: the configured key pair, or one kept in the database (providers/push). */
    webPush: PushProvider;
    /** Sends the push outbox (modules/push/push-worker.ts). */
    pushWorker: PushWorker;
    eventStreamOptions: EventStreamOptions;
    /** True from the first moment the app closes: GET /api/ready fails first (docs/decisions/107). */
    shuttingDown: () => boolean;
    /** Now, as the business sees it; tests move it to check expiry and limits. */
    clock: () => Date;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the provider the config would choose (tests). */
  otpProvider?: OtpProvider;
  /** Replaces the payment provider the config would choose (tests: Stripe with a fake HTTP layer). */
  paymentProvider?: PaymentProvider;
  /** Replaces the address geocoder the config would choose (tests). */
  geocoder?: Geocoder;
  /** Replaces the road routing the config would choose (tests). */
  routing?: Routing;
  /** Replaces the file storage the config would choose (tests). */
  fileStorage?: FileStorage;
  /** Replaces the text-message provider the config would choose (tests). */
  smsProvider?: SmsProvider;
  /** Replaces the push provider the config would choose (tests). */
  pushProvider?: PushProvider;
  /**
   * Whether this process sends the outboxes (texts, pushes) in the background (default yes;
   * tests run them by hand).
   */
  sendTexts?: boolean;
  clock?: () => Date;
  /** How long clients may take to send a request (tests shorten them). */
  requestTimeouts?: Partial<RequestTimeouts>;
  /** Heartbeats and buffers of the live streams (tests shorten them). */
  eventStream?: Partial<EventStreamOptions>;
  /** pino options; off when omitted. */
  logger?: FastifyServerOptions['logger'];
  /** A ready pino instance instead (tests that read the log). */
  loggerInstance?: FastifyBaseLogger;
  /** Hears every route as it is registered (tests walk the route table). */
  onRoute?: (route: RouteOptions) => void;
};

/** The composed app, not listening: server.ts listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  // Who owns what, as the modules that own the records answer it (access.ts).
  registerOwnership({
    storesOfSeller: storesOwnedBy,
    ordersOfBuyer,
    ordersPlacedOrCarried,
    ordersSold,
    ordersSoldOrCarried,
  });
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    bodyLimit: BODY_LIMIT_BYTES,
    ...requestIdOptions(),
    ...httpServerOptions({ ...REQUEST_TIMEOUTS, ...options.requestTimeouts }),
    trustProxy: config.trustProxy,
    // While closing, a request on a connection already open is served (with `Connection: close`)
    // rather than refused: nothing this instance accepted is lost (docs/decisions/107).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? (() => new Date());
  // The first close hook: readiness turns false before anything closes.
  let shuttingDown = false;
  app.decorate('shuttingDown', () => shuttingDown);
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseEngine', database.engine);
  app.decorate('clock', clock);
  app.decorate(
    'otp',
    options.otpProvider ?? createOtpProvider({ config, db: database.db, logger: app.log, clock }),
  );
  app.decorate('geocoder', options.geocoder ?? createGeocoder(config));
  app.decorate('roadRouting', options.routing ?? createRouting({ config, logger: app.log }));
  app.decorate('files', options.fileStorage ?? createFileStorage({ config, clock }));
  app.decorate(
    'payments',
    options.paymentProvider ?? createPaymentProvider({ config, db: database.db, clock }),
  );

  const catalogCache = await createCatalogCache(database, {
    maxChars: config.catalogCacheMb * 1_000_000,
    log: app.log,
  });
  const searchIndex = await createSearchIndex(database, {
    log: app.log,
    // The index hears changes on a session of its own and then reads them, so the cache may
    // have dropped an answer and kept one ranked before the index had the change: once it has,
    // the change counts again for search answers (docs/decisions/111).
    applied: (changes) => {
      for (const change of changes) catalogCache.hearAgain(change);
    },
  });
  app.decorate('searchIndex', searchIndex);
  // A writer that settles answers once this process's cache and search index both have its
  // change, and one that tells what it changed tells both.
  app.decorate('catalogCache', {
    ...catalogCache,
    settle: async () => {
      await Promise.all([catalogCache.settle(), searchIndex.settle()]);
    },
    hearAgain: (change) => {
      searchIndex.hear(change);
      catalogCache.hearAgain(change);
    },
  });
  const consoleCache = await createConsoleCache(database, {
    maxChars: config.consoleCacheMb * 1_000_000,
    clock,
    log: app.log,
  });
  app.addHook('onClose', () =>
    Promise.all([catalogCache.close(), searchIndex.close(), consoleCache.close()]),
  );
  const orderEventHub = await createOrderEventHub(database, app.log);
  app.decorate('orderEvents', orderEventHub);
  app.decorate('eventStreamOptions', { ...EVENT_STREAM_DEFAULTS, ...options.eventStream });
  // Open streams would keep the server from closing: they end first, and clients reconnect.
  app.addHook('preClose', () => orderEventHub.close());
  const positionHub = await createPositionHub(database, app.log);
  app.decorate('driverPositions', positionHub);
  app.addHook('preClose', () => positionHub.close());

  const textWorker = createTextWorker({
    db: database.db,
    sms: options.smsProvider ?? createSmsProvider({ config, logger: app.log }),
    clock,
    brand: config.brandName,
    log: app.log,
  });
  app.decorate('textWorker', textWorker);
  if (options.sendTexts !== false) app.addHook('onReady', async () => textWorker.start());
  // Once the server has stopped accepting and answered what it had, the messages in hand are
  // settled before the database goes away.
  app.addHook('onClose', () => textWorker.stop());
  const webPush = options.pushProvider ?? createPushProvider({ config, db: database.db });
  app.decorate('webPush', webPush);
  const pushWorker = createPushWorker({ db: database.db, push: webPush, clock, log: app.log });
  app.decorate('pushWorker', pushWorker);
  if (options.sendTexts !== false) app.addHook('onReady', async () => pushWorker.start());
  app.addHook('onClose', () => pushWorker.stop());
  if (options.sendTexts !== false) {
    // Texts a buyer whose delivery will miss its window (issue #34), once, whichever instance sees it.
    // Ends the shifts of drivers whose phone went silent with nothing in hand (decision 148).
    let stopWatching = () => {};
    app.addHook('onReady', async () => {
      const stopLate = watchLateDeliveries({
        db: database.db,
        clock,
        routing: app.roadRouting,
        log: app.log,
      });
      const stopShifts = watchAbandonedShifts({ db: database.db, clock, log: app.log });
      // Admins' devices hear of paid orders a store leaves unacknowledged (issue #36).
      const stopUnacknowledged = watchUnacknowledgedOrders({
        db: database.db,
        clock,
        log: app.log,
      });
      stopWatching = () => {
        stopLate();
        stopShifts();
        stopUnacknowledged();
      };
    });
    app.addHook('preClose', async () => stopWatching());
  }
  if (options.sendTexts !== false) {
    // Settles refunds left waiting and records payments without their order (issue #35), every
    // minute on every instance; closing waits for the pass under way.
    let stopReconciling = async () => {};
    app.addHook('onReady', async () => {
      stopReconciling = watchReconciliation({
        db: database.db,
        engine: database.engine,
        payments: app.payments,
        clock,
        log: app.log,
        paidProviderSessionId,
      });
    });
    app.addHook('onClose', () => stopReconciling());
  }

  // Outside things first, then the app's own plugins, routes last.
  await app.register(requestIdPlugin);
  await app.register(traceRoutePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(bodyLimitPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(textInputPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(openapiPlugin);
  await app.register(authPlugin, {
    db: database.db,
    tokens: createTokens(config.tokenSecret),
    clock,
  });
  await app.register(consoleCachePlugin, { cache: consoleCache });
  // Counted always; GET /api/metrics only with the token.
  await app.register(metricsPlugin, { token: config.metricsToken, database });
  await app.register(webPlugin, {
    webDist: config.webDist,
    publicDir: config.publicDir,
    mapHosts: config.map.hosts,
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(sellerRoutes, { prefix: '/api', storeCountsBySeller });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(storeManagementRoutes, { prefix: '/api', unfulfilledOrderCount });
  await app.register(storeReviewRoutes, { prefix: '/api', queueStoreText });
  await app.register(storeAvailabilityRoutes, { prefix: '/api' });
  await app.register(productCategoryRoutes, { prefix: '/api' });
  await app.register(productManagementRoutes, { prefix: '/api' });
  await app.register(catalogAuditRoutes, { prefix: '/api' });
  await app.register(uploadRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(serviceAreaRoutes, { prefix: '/api' });
  await app.register(addressesRoutes, { prefix: '/api' });
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(sandboxCheckoutRoutes, { prefix: '/api' });
  await app.register(ordersRoutes, { prefix: '/api' });
  await app.register(liveOrderRoutes, { prefix: '/api' });
  await app.register(sellerOrderRoutes, { prefix: '/api', paidProviderSessionId });
  await app.register(textMessageRoutes, { prefix: '/api' });
  await app.register(pushRoutes, { prefix: '/api' });
  await app.register(dispatchRoutes, { prefix: '/api', paidProviderSessionId });
  await app.register(refundRoutes, { prefix: '/api', paidProviderSessionId });
  await app.register(reconciliationRoutes, { prefix: '/api', paidProviderSessionId });
  await app.register(runRoutes, { prefix: '/api' });
  await app.register(driverRoutes, { prefix: '/api' });
  await app.register(orderHistoryRoutes, { prefix: '/api' });
  await app.register(statementRoutes, { prefix: '/api' });
  await app.register(savedAddressesRoutes, { prefix: '/api' });
  await app.register(shiftRoutes, { prefix: '/api' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
