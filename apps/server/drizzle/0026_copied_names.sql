-- Copied names kept true when their source changes (docs/decisions.md, "Labels of references from the server").
-- A room's name (楼栋名称-单元名称-房号, contracts roomLabel) is copied into residents (their first bound room), bindings
-- and registrations; a resident's name and mobile into its bindings and the cars it owns. The spec's shapes carry
-- these fields, so they stay stored, and every writer (the API, imports, the batch wizard, a script) keeps them so:
-- a rename of a room, building or unit rewrites its rooms' names; a resident's new name or mobile its copies.
CREATE OR REPLACE FUNCTION refresh_room_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH rooms AS (
    SELECT r.id, concat_ws('-', NULLIF(b.building_name, ''), NULLIF(u.unit_name, ''), r.room_no) AS name
    FROM com_room r
    LEFT JOIN com_building b ON b.id = r.building_id AND b.tenant_id = r.tenant_id
    LEFT JOIN com_unit u ON u.id = r.unit_id AND u.tenant_id = r.tenant_id
    WHERE r.tenant_id = NEW.tenant_id AND CASE TG_TABLE_NAME
      WHEN 'com_room' THEN r.id = NEW.id
      WHEN 'com_building' THEN r.building_id = NEW.id
      ELSE r.unit_id = NEW.id
    END
  ), residents AS (
    UPDATE com_resident c SET room_name = rooms.name FROM rooms
    WHERE c.tenant_id = NEW.tenant_id AND c.room_id = rooms.id AND c.room_name IS DISTINCT FROM rooms.name
  ), bindings AS (
    UPDATE com_resident_room c SET room_name = rooms.name FROM rooms
    WHERE c.tenant_id = NEW.tenant_id AND c.room_id = rooms.id AND c.room_name IS DISTINCT FROM rooms.name
  )
  UPDATE com_resident_audit c SET room_name = rooms.name FROM rooms
  WHERE c.tenant_id = NEW.tenant_id AND c.room_id = rooms.id AND c.room_name IS DISTINCT FROM rooms.name;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "com_room_names" AFTER UPDATE OF room_no, building_id, unit_id ON "com_room"
  FOR EACH ROW WHEN (OLD.room_no IS DISTINCT FROM NEW.room_no OR OLD.building_id IS DISTINCT FROM NEW.building_id OR OLD.unit_id IS DISTINCT FROM NEW.unit_id)
  EXECUTE FUNCTION refresh_room_names();
--> statement-breakpoint
CREATE TRIGGER "com_building_room_names" AFTER UPDATE OF building_name ON "com_building"
  FOR EACH ROW WHEN (OLD.building_name IS DISTINCT FROM NEW.building_name) EXECUTE FUNCTION refresh_room_names();
--> statement-breakpoint
CREATE TRIGGER "com_unit_room_names" AFTER UPDATE OF unit_name ON "com_unit"
  FOR EACH ROW WHEN (OLD.unit_name IS DISTINCT FROM NEW.unit_name) EXECUTE FUNCTION refresh_room_names();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_resident_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE com_resident_room SET resident_name = NEW.name
  WHERE tenant_id = NEW.tenant_id AND resident_id = NEW.id AND resident_name IS DISTINCT FROM NEW.name;
  UPDATE com_car_info SET owner_name = NEW.name, owner_phone = NEW.mobile
  WHERE tenant_id = NEW.tenant_id AND resident_id = NEW.id AND (owner_name IS DISTINCT FROM NEW.name OR owner_phone IS DISTINCT FROM NEW.mobile);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "com_resident_names" AFTER UPDATE OF name, mobile ON "com_resident"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.mobile IS DISTINCT FROM NEW.mobile) EXECUTE FUNCTION refresh_resident_names();
