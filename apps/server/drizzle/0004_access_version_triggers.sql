-- tenant.access_version counts changes to what a tenant's users may see and do: menus (with their permission
-- codes), roles and the two grant tables. Statement-level triggers bump it in the writing transaction, so a
-- server's cache of a user's menus and codes (keyed by the version the session query reads) is never stale.
CREATE FUNCTION "bump_access_version_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tenant SET access_version = access_version + 1 WHERE id IN (SELECT DISTINCT tenant_id FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_access_version_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tenant SET access_version = access_version + 1 WHERE id IN (SELECT DISTINCT tenant_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_access_version_both"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tenant SET access_version = access_version + 1
  WHERE id IN (SELECT tenant_id FROM new_rows UNION SELECT tenant_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_access_version_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tenant SET access_version = access_version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sys_menu', 'sys_role', 'sys_role_menu', 'sys_user_role'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_new()', t || '_access_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_both()', t || '_access_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_old()', t || '_access_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_all()', t || '_access_truncate', t);
  END LOOP;
END $$;
