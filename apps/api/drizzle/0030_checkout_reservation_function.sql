-- A buyer's checkout reserves in one round trip (docs/decisions/114): the statements that were
-- a transaction of five round trips (modules/checkout/stock-reservations.ts) run here, in the
-- same order. The product rows every buyer wants are locked from the stock update to the commit
-- of this one statement, not across round trips to the API.
--
-- 1. One checkout at a time per buyer ('co', then the user): a burst of clicks takes turns, so
--    each new session finds the one before it. Each statement below reads with a snapshot of
--    its own, taken after the lock.
-- 2. The commit does not wait for the disk (docs/decisions/110): nothing leaves the server
--    before a later commit waits for its own flush.
-- 3. The buyer's open, unpaid sessions are cancelled, their held reservations released, and the
--    new session stored.
-- 4. One pass over the products in id order, as every writer of stock locks them: units of the
--    cancelled sessions go back, then this order's are taken (never below zero) and held.
--    Too few left: SQLSTATE P0001 'OUT_OF_STOCK', DETAIL the product and the units left, and
--    nothing of this call stays.
--
-- Answers the cancelled sessions ({id, providerSessionId}), the units given back by product,
-- and the stores whose stock went back.
CREATE FUNCTION reserve_checkout(
  session_id text, session_provider text, buyer uuid, session_priced_order jsonb,
  session_amount_cents integer, session_currency text, session_success_url text,
  session_cancel_url text, session_expires_at timestamptz, product_ids uuid[], quantities integer[]
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  replaced jsonb;
  released jsonb;
  stores_given_back uuid[] := '{}';
  product uuid;
  units integer;
  store uuid;
  units_left integer;
BEGIN
  PERFORM pg_advisory_xact_lock(x'636f'::integer, hashtext(buyer::text));
  PERFORM set_config('synchronous_commit', 'off', true);

  WITH cancelled AS (
    UPDATE payment_sessions SET status = 'cancelled'
    WHERE user_id = buyer AND status = 'open' AND paid_at IS NULL
    RETURNING id, provider_session_id
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'providerSessionId', provider_session_id)), '[]')
  INTO replaced FROM cancelled;

  INSERT INTO payment_sessions (id, provider, user_id, priced_order, amount_total_cents, currency,
    success_url, cancel_url, expires_at)
  VALUES (session_id, session_provider, buyer, session_priced_order, session_amount_cents,
    session_currency, session_success_url, session_cancel_url, session_expires_at);

  WITH given_back AS (
    UPDATE stock_reservations SET status = 'released'
    WHERE payment_session_id IN (SELECT value->>'id' FROM jsonb_array_elements(replaced))
      AND status = 'held'
    RETURNING product_id, quantity
  )
  SELECT coalesce(jsonb_object_agg(product_id, total), '{}') INTO released
  FROM (SELECT product_id, sum(quantity) AS total FROM given_back GROUP BY product_id) by_product;

  FOR product IN
    SELECT DISTINCT id FROM unnest(product_ids || ARRAY(
      SELECT key::uuid FROM jsonb_object_keys(released) AS key
    )) AS id ORDER BY id
  LOOP
    units := (released->>product::text)::integer;
    IF units IS NOT NULL THEN
      UPDATE products SET stock = stock + units WHERE id = product RETURNING store_id INTO store;
      IF FOUND THEN stores_given_back := stores_given_back || store; END IF;
    END IF;

    SELECT sum(wanted) INTO units
    FROM unnest(product_ids, quantities) AS line(line_product, wanted) WHERE line_product = product;
    IF units IS NOT NULL THEN
      UPDATE products SET stock = stock - units WHERE id = product AND stock >= units;
      IF NOT FOUND THEN
        SELECT stock INTO units_left FROM products WHERE id = product;
        RAISE EXCEPTION 'OUT_OF_STOCK' USING
          DETAIL = json_build_object('productId', product, 'left', coalesce(units_left, 0))::text;
      END IF;
      INSERT INTO stock_reservations (payment_session_id, product_id, quantity, expires_at)
      VALUES (session_id, product, units, session_expires_at);
    END IF;
  END LOOP;

  RETURN jsonb_build_object(
    'replaced', replaced,
    'released', released,
    'storesGivenBack', to_jsonb(ARRAY(SELECT DISTINCT unnest(stores_given_back)))
  );
END;
$$;
