CREATE TABLE "driver_shifts" (
	"driver_user_id" uuid PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" real,
	"position_at" timestamp with time zone,
	CONSTRAINT "driver_shifts_position_whole" CHECK (("driver_shifts"."latitude" is null) = ("driver_shifts"."longitude" is null) and ("driver_shifts"."latitude" is null) = ("driver_shifts"."position_at" is null))
);
--> statement-breakpoint
ALTER TABLE "driver_shifts" ADD CONSTRAINT "driver_shifts_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every kept position, start and end of a shift is announced on 'driver_position' with what the
-- dispatch board draws (docs/decisions/135): each API process hands it to the streams open on it,
-- so 20 boards cost one write per report, not one per board. Row level: each driver's report is
-- its own news; a payload is ~200 bytes, far below NOTIFY's 8,000.
CREATE FUNCTION notify_driver_position() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- The shift is over: the position goes with it, even from the news of its end.
    PERFORM pg_notify('driver_position', json_build_object(
      'driverId', OLD.driver_id, 'onShift', false, 'startedAt', null,
      'latitude', null, 'longitude', null, 'accuracyMeters', null, 'at', null
    )::text);
    RETURN NULL;
  END IF;
  PERFORM pg_notify('driver_position', json_build_object(
    'driverId', NEW.driver_id,
    'onShift', true,
    'startedAt', NEW.started_at,
    'latitude', NEW.latitude,
    'longitude', NEW.longitude,
    'accuracyMeters', NEW.accuracy_meters,
    'at', NEW.position_at
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER driver_shifts_notify
AFTER INSERT OR UPDATE OR DELETE ON driver_shifts
FOR EACH ROW EXECUTE FUNCTION notify_driver_position();
