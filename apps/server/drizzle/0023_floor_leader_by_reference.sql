ALTER TABLE "com_building_floor" DROP COLUMN "leader_phone";--> statement-breakpoint
-- A floor's leader is read through the reference (issue 20): the mobile copied into the floor went stale when the
-- resident's changed and was answered unmasked. The floor list reads this view: the leader's name and mobile from the
-- live resident, as scalar subqueries so that the view stays a simple view over com_building_floor (auto-updatable:
-- the framework's writes and FOR UPDATE go straight to the floor).
CREATE VIEW "com_building_floor_list" AS
SELECT f.*,
       (SELECT r.name FROM com_resident r WHERE r.id = f.leader_id AND r.tenant_id = f.tenant_id AND r.del_flag = 0) AS leader_name,
       (SELECT r.mobile FROM com_resident r WHERE r.id = f.leader_id AND r.tenant_id = f.tenant_id AND r.del_flag = 0) AS leader_phone
FROM com_building_floor f;
