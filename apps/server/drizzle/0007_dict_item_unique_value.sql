-- One live item per (tenant, dictCode, value), so the lookup by code + value is unambiguous; the API answers 409
-- naming `value` (SysDictItem's value is `unique: { within: ['dictCode'] }`), this index decides races.
-- Existing duplicates: the item with the lowest id stays live, the others are soft-deleted (del_flag = 1, kept
-- for the record) in this same migration, before the index is created.
UPDATE "sys_dict_item" AS d SET "del_flag" = 1, "update_time" = now()
WHERE d."del_flag" = 0 AND EXISTS (
  SELECT 1 FROM "sys_dict_item" AS k
  WHERE k."tenant_id" = d."tenant_id" AND k."dict_code" = d."dict_code" AND k."value" = d."value" AND k."del_flag" = 0 AND k."id" < d."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_value_uq" ON "sys_dict_item" USING btree ("tenant_id","dict_code","value") WHERE del_flag = 0;
