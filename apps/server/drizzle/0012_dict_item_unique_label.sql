-- A dictionary item's label is unique among the live items of its type: the spec looks items up by label (code +
-- label → value), which must be unambiguous. Existing duplicates keep their values (code may rely on them): the
-- later ones' labels get their value appended, `标签（值）`, before the index is created.
UPDATE "sys_dict_item" AS d SET "label" = left(d."label", 100 - char_length(d."value") - 2) || '（' || d."value" || '）', "update_time" = now()
WHERE d."del_flag" = 0 AND EXISTS (
  SELECT 1 FROM "sys_dict_item" AS k
  WHERE k."tenant_id" = d."tenant_id" AND k."dict_code" = d."dict_code" AND k."label" = d."label" AND k."del_flag" = 0 AND k."id" < d."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_label_uq" ON "sys_dict_item" USING btree ("tenant_id","dict_code","label") WHERE del_flag = 0;
