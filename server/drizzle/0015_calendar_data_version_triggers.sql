-- The calendar's master-data version (calendar_data_versions, and the cache in
-- server/src/modules/calendar/masterCache.ts): every statement that inserts,
-- updates or deletes rows of a table the availability context is built from
-- bumps the version of each business it touched, in its own transaction, so
-- the bump commits (or rolls back) with the change. Statement-level with
-- transition tables: one upsert per statement, however many rows. The
-- businesses are bumped in id order, so two writers never wait on each other
-- crosswise. A business being deleted (the cascade from merchants) is skipped.
-- The bump holds the business's version row until commit: two transactions
-- writing the same business's master data queue there (appointments, the
-- busy time, are not among these tables, so bookings never wait on it).
CREATE FUNCTION bump_calendar_data_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO calendar_data_versions AS v (merchant_id, version)
      SELECT d.merchant_id, 1
      FROM (SELECT DISTINCT merchant_id FROM old_rows) d
      WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = d.merchant_id)
      ORDER BY d.merchant_id
    ON CONFLICT (merchant_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO calendar_data_versions AS v (merchant_id, version)
      SELECT d.merchant_id, 1
      FROM (SELECT DISTINCT merchant_id FROM new_rows) d
      WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = d.merchant_id)
      ORDER BY d.merchant_id
    ON CONFLICT (merchant_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER locations_calendar_version_ins AFTER INSERT ON locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER locations_calendar_version_upd AFTER UPDATE ON locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER locations_calendar_version_del AFTER DELETE ON locations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER online_booking_settings_calendar_version_ins AFTER INSERT ON online_booking_settings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER online_booking_settings_calendar_version_upd AFTER UPDATE ON online_booking_settings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER online_booking_settings_calendar_version_del AFTER DELETE ON online_booking_settings
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER close_dates_calendar_version_ins AFTER INSERT ON close_dates
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER close_dates_calendar_version_upd AFTER UPDATE ON close_dates
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER close_dates_calendar_version_del AFTER DELETE ON close_dates
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER close_date_locations_calendar_version_ins AFTER INSERT ON close_date_locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER close_date_locations_calendar_version_upd AFTER UPDATE ON close_date_locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER close_date_locations_calendar_version_del AFTER DELETE ON close_date_locations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER team_members_calendar_version_ins AFTER INSERT ON team_members
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER team_members_calendar_version_upd AFTER UPDATE ON team_members
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER team_members_calendar_version_del AFTER DELETE ON team_members
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER team_member_locations_calendar_version_ins AFTER INSERT ON team_member_locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER team_member_locations_calendar_version_upd AFTER UPDATE ON team_member_locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER team_member_locations_calendar_version_del AFTER DELETE ON team_member_locations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_team_members_calendar_version_ins AFTER INSERT ON service_team_members
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_team_members_calendar_version_upd AFTER UPDATE ON service_team_members
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_team_members_calendar_version_del AFTER DELETE ON service_team_members
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER shift_patterns_calendar_version_ins AFTER INSERT ON shift_patterns
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER shift_patterns_calendar_version_upd AFTER UPDATE ON shift_patterns
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER shift_patterns_calendar_version_del AFTER DELETE ON shift_patterns
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER shift_overrides_calendar_version_ins AFTER INSERT ON shift_overrides
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER shift_overrides_calendar_version_upd AFTER UPDATE ON shift_overrides
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER shift_overrides_calendar_version_del AFTER DELETE ON shift_overrides
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER time_off_calendar_version_ins AFTER INSERT ON time_off
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER time_off_calendar_version_upd AFTER UPDATE ON time_off
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER time_off_calendar_version_del AFTER DELETE ON time_off
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER resources_calendar_version_ins AFTER INSERT ON resources
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER resources_calendar_version_upd AFTER UPDATE ON resources
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER resources_calendar_version_del AFTER DELETE ON resources
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_resources_calendar_version_ins AFTER INSERT ON service_resources
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_resources_calendar_version_upd AFTER UPDATE ON service_resources
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_resources_calendar_version_del AFTER DELETE ON service_resources
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER resource_working_hours_calendar_version_ins AFTER INSERT ON resource_working_hours
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER resource_working_hours_calendar_version_upd AFTER UPDATE ON resource_working_hours
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER resource_working_hours_calendar_version_del AFTER DELETE ON resource_working_hours
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER resource_hour_overrides_calendar_version_ins AFTER INSERT ON resource_hour_overrides
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER resource_hour_overrides_calendar_version_upd AFTER UPDATE ON resource_hour_overrides
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER resource_hour_overrides_calendar_version_del AFTER DELETE ON resource_hour_overrides
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER services_calendar_version_ins AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER services_calendar_version_upd AFTER UPDATE ON services
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER services_calendar_version_del AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_locations_calendar_version_ins AFTER INSERT ON service_locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_locations_calendar_version_upd AFTER UPDATE ON service_locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_locations_calendar_version_del AFTER DELETE ON service_locations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_pricing_options_calendar_version_ins AFTER INSERT ON service_pricing_options
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_pricing_options_calendar_version_upd AFTER UPDATE ON service_pricing_options
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_pricing_options_calendar_version_del AFTER DELETE ON service_pricing_options
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_availability_calendar_version_ins AFTER INSERT ON service_availability
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_availability_calendar_version_upd AFTER UPDATE ON service_availability
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
--> statement-breakpoint
CREATE TRIGGER service_availability_calendar_version_del AFTER DELETE ON service_availability
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_calendar_data_version();
