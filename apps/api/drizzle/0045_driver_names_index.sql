-- An order row's driver name (users/driver-records.ts driverNameColumn, issue #32): a page of 50
-- orders looks up 50 drivers; with the names in the index each lookup is an index-only scan.
CREATE INDEX "users_driver_names_idx" ON "users" ("driver_id") INCLUDE ("first_name", "last_name") WHERE "driver_id" IS NOT NULL;
