CREATE TABLE "com_resident_count" (
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"building_id" bigint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "com_resident_count_tenant_id_area_id_building_id_pk" PRIMARY KEY("tenant_id","area_id","building_id")
);
--> statement-breakpoint
-- com_resident_count holds the exact number of LIVE residents (del_flag = 0) per (tenant_id, area_id, building_id),
-- building 0 for a resident without a room, kept by statement-level triggers in the writing transaction: the
-- resident list's total (no filter, community, building) sums a few rows instead of counting the residents.
-- The residents are locked while the triggers are created and the counts back-filled: no write falls in between.
LOCK TABLE "com_resident" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "com_resident_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO com_resident_count AS c (tenant_id, area_id, building_id, n)
  SELECT tenant_id, area_id, coalesce(building_id, 0), count(*) FROM new_rows WHERE del_flag = 0
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, area_id, building_id) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "com_resident_count_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO com_resident_count AS c (tenant_id, area_id, building_id, n)
  SELECT tenant_id, area_id, building_id, sum(k) FROM (
    SELECT tenant_id, area_id, coalesce(building_id, 0) AS building_id, -1 AS k FROM old_rows WHERE del_flag = 0
    UNION ALL
    SELECT tenant_id, area_id, coalesce(building_id, 0), 1 FROM new_rows WHERE del_flag = 0
  ) AS d
  GROUP BY 1, 2, 3 HAVING sum(k) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, area_id, building_id) DO UPDATE SET n = c.n + EXCLUDED.n;
  IF FOUND THEN
    DELETE FROM com_resident_count WHERE n <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "com_resident_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE com_resident_count AS c SET n = c.n - d.n
  FROM (SELECT tenant_id, area_id, coalesce(building_id, 0) AS building_id, count(*) AS n FROM old_rows WHERE del_flag = 0 GROUP BY 1, 2, 3) AS d
  WHERE c.tenant_id = d.tenant_id AND c.area_id = d.area_id AND c.building_id = d.building_id;
  DELETE FROM com_resident_count WHERE n <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "com_resident_count_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM com_resident_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "com_resident_count_insert" AFTER INSERT ON "com_resident"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "com_resident_count_insert"();
--> statement-breakpoint
CREATE TRIGGER "com_resident_count_update" AFTER UPDATE ON "com_resident"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "com_resident_count_update"();
--> statement-breakpoint
CREATE TRIGGER "com_resident_count_delete" AFTER DELETE ON "com_resident"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "com_resident_count_delete"();
--> statement-breakpoint
CREATE TRIGGER "com_resident_count_truncate" AFTER TRUNCATE ON "com_resident"
  FOR EACH STATEMENT EXECUTE FUNCTION "com_resident_count_truncate"();
--> statement-breakpoint
INSERT INTO "com_resident_count" ("tenant_id", "area_id", "building_id", "n")
SELECT "tenant_id", "area_id", coalesce("building_id", 0), count(*) FROM "com_resident" WHERE "del_flag" = 0 GROUP BY 1, 2, 3;
