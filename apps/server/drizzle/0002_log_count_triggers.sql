-- sys_operation_log_count holds the exact number of operation-log rows per (tenant_id, username), kept by
-- statement-level triggers in the writing transaction, so the log's recordsTotal (no filter, or a username
-- filter) sums at most one row per user instead of counting every log row.
-- The log is locked while the triggers are created and the counts back-filled: no write falls in between.
LOCK TABLE "sys_operation_log" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "sys_operation_log_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_operation_log_count AS c (tenant_id, username, n)
  SELECT tenant_id, username, count(*) FROM new_rows GROUP BY tenant_id, username ORDER BY tenant_id, username
  ON CONFLICT (tenant_id, username) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sys_operation_log_count_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_operation_log_count AS c (tenant_id, username, n)
  SELECT tenant_id, username, sum(k) FROM (
    SELECT tenant_id, username, -1 AS k FROM old_rows
    UNION ALL
    SELECT tenant_id, username, 1 AS k FROM new_rows
  ) AS d
  GROUP BY tenant_id, username HAVING sum(k) <> 0 ORDER BY tenant_id, username
  ON CONFLICT (tenant_id, username) DO UPDATE SET n = c.n + EXCLUDED.n;
  IF FOUND THEN
    DELETE FROM sys_operation_log_count WHERE n <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sys_operation_log_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_operation_log_count AS c SET n = c.n - d.n
  FROM (SELECT tenant_id, username, count(*) AS n FROM old_rows GROUP BY tenant_id, username) AS d
  WHERE c.tenant_id = d.tenant_id AND c.username = d.username;
  DELETE FROM sys_operation_log_count WHERE n <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sys_operation_log_count_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sys_operation_log_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sys_operation_log_count_insert" AFTER INSERT ON "sys_operation_log"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sys_operation_log_count_insert"();
--> statement-breakpoint
CREATE TRIGGER "sys_operation_log_count_update" AFTER UPDATE ON "sys_operation_log"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sys_operation_log_count_update"();
--> statement-breakpoint
CREATE TRIGGER "sys_operation_log_count_delete" AFTER DELETE ON "sys_operation_log"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sys_operation_log_count_delete"();
--> statement-breakpoint
CREATE TRIGGER "sys_operation_log_count_truncate" AFTER TRUNCATE ON "sys_operation_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "sys_operation_log_count_truncate"();
--> statement-breakpoint
INSERT INTO "sys_operation_log_count" ("tenant_id", "username", "n")
SELECT "tenant_id", "username", count(*) FROM "sys_operation_log" GROUP BY "tenant_id", "username";
