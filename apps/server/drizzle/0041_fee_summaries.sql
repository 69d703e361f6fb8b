CREATE TABLE "fee_bill_month_sum" (
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"fee_item_id" bigint NOT NULL,
	"month" date NOT NULL,
	"n" bigint NOT NULL,
	"receivable" bigint NOT NULL,
	"received" bigint NOT NULL,
	CONSTRAINT "fee_bill_month_sum_tenant_id_area_id_fee_item_id_month_pk" PRIMARY KEY("tenant_id","area_id","fee_item_id","month")
);
--> statement-breakpoint
CREATE TABLE "fee_owing_asof" (
	"id" smallint PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_owing_due" (
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"payer_kind" varchar(1) NOT NULL,
	"due_date" date NOT NULL,
	"n" bigint NOT NULL,
	"owed" bigint NOT NULL,
	CONSTRAINT "fee_owing_due_tenant_id_area_id_payer_kind_due_date_pk" PRIMARY KEY("tenant_id","area_id","payer_kind","due_date")
);
--> statement-breakpoint
CREATE TABLE "fee_payer_owing" (
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"payer_kind" varchar(1) NOT NULL,
	"room_id" bigint NOT NULL,
	"parking_space_id" bigint NOT NULL,
	"car_id" bigint NOT NULL,
	"n" bigint NOT NULL,
	"owed" bigint NOT NULL,
	CONSTRAINT "fee_payer_owing_tenant_id_area_id_payer_kind_room_id_parking_space_id_car_id_pk" PRIMARY KEY("tenant_id","area_id","payer_kind","room_id","parking_space_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "fee_payer_owing_count" (
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"payer_kind" varchar(1) NOT NULL,
	"n" bigint NOT NULL,
	"bills" bigint NOT NULL,
	"owed" bigint NOT NULL,
	CONSTRAINT "fee_payer_owing_count_tenant_id_area_id_payer_kind_pk" PRIMARY KEY("tenant_id","area_id","payer_kind")
);
--> statement-breakpoint
CREATE INDEX "fee_bill_month_sum_empty_idx" ON "fee_bill_month_sum" USING btree ("n") WHERE n <= 0;--> statement-breakpoint
CREATE INDEX "fee_owing_due_empty_idx" ON "fee_owing_due" USING btree ("n") WHERE n <= 0;--> statement-breakpoint
CREATE INDEX "fee_payer_owing_tenant_idx" ON "fee_payer_owing" USING btree ("tenant_id","owed" DESC NULLS LAST,"area_id","payer_kind","room_id","parking_space_id","car_id");--> statement-breakpoint
CREATE INDEX "fee_payer_owing_area_idx" ON "fee_payer_owing" USING btree ("tenant_id","area_id","owed" DESC NULLS LAST,"payer_kind","room_id","parking_space_id","car_id");--> statement-breakpoint
CREATE INDEX "fee_payer_owing_kind_idx" ON "fee_payer_owing" USING btree ("tenant_id","area_id","payer_kind","owed" DESC NULLS LAST,"room_id","parking_space_id","car_id");--> statement-breakpoint
CREATE INDEX "fee_payer_owing_room_idx" ON "fee_payer_owing" USING btree ("tenant_id","room_id") WHERE room_id <> 0;--> statement-breakpoint
CREATE INDEX "fee_payer_owing_empty_idx" ON "fee_payer_owing" USING btree ("n") WHERE n <= 0;--> statement-breakpoint
-- hand-written: the summaries' day and triggers (src/fee/summary/specs.ts, handWrittenSummarySql; checked by specs.test.ts)
INSERT INTO fee_owing_asof (id, as_of) VALUES (1, (now() AT TIME ZONE 'Asia/Shanghai')::date);
--> statement-breakpoint
CREATE FUNCTION fee_owing_as_of() RETURNS date LANGUAGE sql STABLE AS $$ SELECT as_of FROM fee_owing_asof WHERE id = 1 $$;
--> statement-breakpoint
LOCK TABLE "fee_bill" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "fee_bill_month_sum_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_bill_month_sum AS c (tenant_id, area_id, fee_item_id, month, n, receivable, received)
  SELECT tenant_id, area_id, fee_item_id, date_trunc('month', period_start)::date, count(*), sum(amount - coalesce(discount, 0)), sum(coalesce(paid_amount, 0)) FROM new_rows WHERE (del_flag = 0 AND status <> '4')
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, area_id, fee_item_id, month) DO UPDATE SET n = c.n + EXCLUDED.n, receivable = c.receivable + EXCLUDED.receivable, received = c.received + EXCLUDED.received;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_bill_month_sum_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_bill_month_sum AS c (tenant_id, area_id, fee_item_id, month, n, receivable, received)
  SELECT tenant_id, area_id, fee_item_id, month, sum(k), sum(receivable), sum(received) FROM (
    SELECT tenant_id, area_id, fee_item_id, date_trunc('month', period_start)::date AS month, -1 AS k, -(amount - coalesce(discount, 0)) AS receivable, -(coalesce(paid_amount, 0)) AS received FROM old_rows WHERE (del_flag = 0 AND status <> '4')
    UNION ALL
    SELECT tenant_id, area_id, fee_item_id, date_trunc('month', period_start)::date, 1, (amount - coalesce(discount, 0)), (coalesce(paid_amount, 0)) FROM new_rows WHERE (del_flag = 0 AND status <> '4')
  ) AS d
  GROUP BY 1, 2, 3, 4 HAVING sum(k) <> 0 OR sum(receivable) <> 0 OR sum(received) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, area_id, fee_item_id, month) DO UPDATE SET n = c.n + EXCLUDED.n, receivable = c.receivable + EXCLUDED.receivable, received = c.received + EXCLUDED.received;
  IF FOUND THEN
    DELETE FROM fee_bill_month_sum WHERE n <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_bill_month_sum_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_bill_month_sum AS c SET n = c.n - d.n, receivable = c.receivable - d.receivable, received = c.received - d.received
  FROM (SELECT tenant_id, area_id, fee_item_id, date_trunc('month', period_start)::date AS month, count(*) AS n, sum(amount - coalesce(discount, 0)) AS receivable, sum(coalesce(paid_amount, 0)) AS received FROM old_rows WHERE (del_flag = 0 AND status <> '4') GROUP BY 1, 2, 3, 4) AS d
  WHERE c.tenant_id = d.tenant_id AND c.area_id = d.area_id AND c.fee_item_id = d.fee_item_id AND c.month = d.month;
  DELETE FROM fee_bill_month_sum WHERE n <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_bill_month_sum_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fee_bill_month_sum;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fee_bill_month_sum_insert" AFTER INSERT ON "fee_bill"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_bill_month_sum_insert"();
--> statement-breakpoint
CREATE TRIGGER "fee_bill_month_sum_update" AFTER UPDATE ON "fee_bill"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_bill_month_sum_update"();
--> statement-breakpoint
CREATE TRIGGER "fee_bill_month_sum_delete" AFTER DELETE ON "fee_bill"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_bill_month_sum_delete"();
--> statement-breakpoint
CREATE TRIGGER "fee_bill_month_sum_truncate" AFTER TRUNCATE ON "fee_bill"
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_bill_month_sum_truncate"();
--> statement-breakpoint
INSERT INTO "fee_bill_month_sum" ("tenant_id", "area_id", "fee_item_id", "month", "n", "receivable", "received")
SELECT "tenant_id", "area_id", "fee_item_id", date_trunc('month', period_start)::date, count(*), sum(amount - coalesce(discount, 0)), sum(coalesce(paid_amount, 0)) FROM "fee_bill" WHERE (del_flag = 0 AND status <> '4') GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
LOCK TABLE "fee_bill" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "fee_owing_due_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_owing_due AS c (tenant_id, area_id, payer_kind, due_date, n, owed)
  SELECT tenant_id, area_id, payer_kind, coalesce(due_date, DATE '1970-01-01'), count(*), sum(amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) FROM new_rows WHERE (del_flag = 0 AND status IN ('0', '1'))
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, area_id, payer_kind, due_date) DO UPDATE SET n = c.n + EXCLUDED.n, owed = c.owed + EXCLUDED.owed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_owing_due_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_owing_due AS c (tenant_id, area_id, payer_kind, due_date, n, owed)
  SELECT tenant_id, area_id, payer_kind, due_date, sum(k), sum(owed) FROM (
    SELECT tenant_id, area_id, payer_kind, coalesce(due_date, DATE '1970-01-01') AS due_date, -1 AS k, -(amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) AS owed FROM old_rows WHERE (del_flag = 0 AND status IN ('0', '1'))
    UNION ALL
    SELECT tenant_id, area_id, payer_kind, coalesce(due_date, DATE '1970-01-01'), 1, (amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) FROM new_rows WHERE (del_flag = 0 AND status IN ('0', '1'))
  ) AS d
  GROUP BY 1, 2, 3, 4 HAVING sum(k) <> 0 OR sum(owed) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, area_id, payer_kind, due_date) DO UPDATE SET n = c.n + EXCLUDED.n, owed = c.owed + EXCLUDED.owed;
  IF FOUND THEN
    DELETE FROM fee_owing_due WHERE n <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_owing_due_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_owing_due AS c SET n = c.n - d.n, owed = c.owed - d.owed
  FROM (SELECT tenant_id, area_id, payer_kind, coalesce(due_date, DATE '1970-01-01') AS due_date, count(*) AS n, sum(amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) AS owed FROM old_rows WHERE (del_flag = 0 AND status IN ('0', '1')) GROUP BY 1, 2, 3, 4) AS d
  WHERE c.tenant_id = d.tenant_id AND c.area_id = d.area_id AND c.payer_kind = d.payer_kind AND c.due_date = d.due_date;
  DELETE FROM fee_owing_due WHERE n <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_owing_due_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fee_owing_due;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fee_owing_due_insert" AFTER INSERT ON "fee_bill"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_owing_due_insert"();
--> statement-breakpoint
CREATE TRIGGER "fee_owing_due_update" AFTER UPDATE ON "fee_bill"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_owing_due_update"();
--> statement-breakpoint
CREATE TRIGGER "fee_owing_due_delete" AFTER DELETE ON "fee_bill"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_owing_due_delete"();
--> statement-breakpoint
CREATE TRIGGER "fee_owing_due_truncate" AFTER TRUNCATE ON "fee_bill"
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_owing_due_truncate"();
--> statement-breakpoint
INSERT INTO "fee_owing_due" ("tenant_id", "area_id", "payer_kind", "due_date", "n", "owed")
SELECT "tenant_id", "area_id", "payer_kind", coalesce(due_date, DATE '1970-01-01'), count(*), sum(amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) FROM "fee_bill" WHERE (del_flag = 0 AND status IN ('0', '1')) GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
LOCK TABLE "fee_payer_owing" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "fee_payer_owing_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_payer_owing_count AS c (tenant_id, area_id, payer_kind, n, bills, owed)
  SELECT tenant_id, area_id, payer_kind, count(*), sum(n), sum(owed) FROM new_rows
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, area_id, payer_kind) DO UPDATE SET n = c.n + EXCLUDED.n, bills = c.bills + EXCLUDED.bills, owed = c.owed + EXCLUDED.owed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_payer_owing_count_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fee_payer_owing_count AS c (tenant_id, area_id, payer_kind, n, bills, owed)
  SELECT tenant_id, area_id, payer_kind, sum(k), sum(bills), sum(owed) FROM (
    SELECT tenant_id, area_id, payer_kind, -1 AS k, -(n) AS bills, -(owed) AS owed FROM old_rows
    UNION ALL
    SELECT tenant_id, area_id, payer_kind, 1, (n), (owed) FROM new_rows
  ) AS d
  GROUP BY 1, 2, 3 HAVING sum(k) <> 0 OR sum(bills) <> 0 OR sum(owed) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, area_id, payer_kind) DO UPDATE SET n = c.n + EXCLUDED.n, bills = c.bills + EXCLUDED.bills, owed = c.owed + EXCLUDED.owed;
  IF FOUND THEN
    DELETE FROM fee_payer_owing_count WHERE n <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_payer_owing_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_payer_owing_count AS c SET n = c.n - d.n, bills = c.bills - d.bills, owed = c.owed - d.owed
  FROM (SELECT tenant_id, area_id, payer_kind, count(*) AS n, sum(n) AS bills, sum(owed) AS owed FROM old_rows GROUP BY 1, 2, 3) AS d
  WHERE c.tenant_id = d.tenant_id AND c.area_id = d.area_id AND c.payer_kind = d.payer_kind;
  DELETE FROM fee_payer_owing_count WHERE n <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_payer_owing_count_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fee_payer_owing_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fee_payer_owing_count_insert" AFTER INSERT ON "fee_payer_owing"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_payer_owing_count_insert"();
--> statement-breakpoint
CREATE TRIGGER "fee_payer_owing_count_update" AFTER UPDATE ON "fee_payer_owing"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_payer_owing_count_update"();
--> statement-breakpoint
CREATE TRIGGER "fee_payer_owing_count_delete" AFTER DELETE ON "fee_payer_owing"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_payer_owing_count_delete"();
--> statement-breakpoint
CREATE TRIGGER "fee_payer_owing_count_truncate" AFTER TRUNCATE ON "fee_payer_owing"
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_payer_owing_count_truncate"();
--> statement-breakpoint
INSERT INTO "fee_payer_owing_count" ("tenant_id", "area_id", "payer_kind", "n", "bills", "owed")
SELECT "tenant_id", "area_id", "payer_kind", count(*), sum(n), sum(owed) FROM "fee_payer_owing" GROUP BY 1, 2, 3;
--> statement-breakpoint
LOCK TABLE "fee_bill" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "fee_payer_owing_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('zhwy:fee-owing'), 0);
  INSERT INTO fee_payer_owing AS c (tenant_id, area_id, payer_kind, room_id, parking_space_id, car_id, n, owed)
  SELECT tenant_id, area_id, payer_kind, coalesce(room_id, 0), coalesce(parking_space_id, 0), coalesce(car_id, 0), count(*), sum(amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) FROM new_rows WHERE (del_flag = 0 AND status IN ('0', '1') AND coalesce(due_date, DATE '1970-01-01') <= fee_owing_as_of())
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, area_id, payer_kind, room_id, parking_space_id, car_id) DO UPDATE SET n = c.n + EXCLUDED.n, owed = c.owed + EXCLUDED.owed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_payer_owing_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('zhwy:fee-owing'), 0);
  INSERT INTO fee_payer_owing AS c (tenant_id, area_id, payer_kind, room_id, parking_space_id, car_id, n, owed)
  SELECT tenant_id, area_id, payer_kind, room_id, parking_space_id, car_id, sum(k), sum(owed) FROM (
    SELECT tenant_id, area_id, payer_kind, coalesce(room_id, 0) AS room_id, coalesce(parking_space_id, 0) AS parking_space_id, coalesce(car_id, 0) AS car_id, -1 AS k, -(amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) AS owed FROM old_rows WHERE (del_flag = 0 AND status IN ('0', '1') AND coalesce(due_date, DATE '1970-01-01') <= fee_owing_as_of())
    UNION ALL
    SELECT tenant_id, area_id, payer_kind, coalesce(room_id, 0), coalesce(parking_space_id, 0), coalesce(car_id, 0), 1, (amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) FROM new_rows WHERE (del_flag = 0 AND status IN ('0', '1') AND coalesce(due_date, DATE '1970-01-01') <= fee_owing_as_of())
  ) AS d
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(k) <> 0 OR sum(owed) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, area_id, payer_kind, room_id, parking_space_id, car_id) DO UPDATE SET n = c.n + EXCLUDED.n, owed = c.owed + EXCLUDED.owed;
  IF FOUND THEN
    DELETE FROM fee_payer_owing WHERE n <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_payer_owing_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('zhwy:fee-owing'), 0);
  UPDATE fee_payer_owing AS c SET n = c.n - d.n, owed = c.owed - d.owed
  FROM (SELECT tenant_id, area_id, payer_kind, coalesce(room_id, 0) AS room_id, coalesce(parking_space_id, 0) AS parking_space_id, coalesce(car_id, 0) AS car_id, count(*) AS n, sum(amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) AS owed FROM old_rows WHERE (del_flag = 0 AND status IN ('0', '1') AND coalesce(due_date, DATE '1970-01-01') <= fee_owing_as_of()) GROUP BY 1, 2, 3, 4, 5, 6) AS d
  WHERE c.tenant_id = d.tenant_id AND c.area_id = d.area_id AND c.payer_kind = d.payer_kind AND c.room_id = d.room_id AND c.parking_space_id = d.parking_space_id AND c.car_id = d.car_id;
  DELETE FROM fee_payer_owing WHERE n <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "fee_payer_owing_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('zhwy:fee-owing'), 0);
  DELETE FROM fee_payer_owing;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fee_payer_owing_insert" AFTER INSERT ON "fee_bill"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_payer_owing_insert"();
--> statement-breakpoint
CREATE TRIGGER "fee_payer_owing_update" AFTER UPDATE ON "fee_bill"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_payer_owing_update"();
--> statement-breakpoint
CREATE TRIGGER "fee_payer_owing_delete" AFTER DELETE ON "fee_bill"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_payer_owing_delete"();
--> statement-breakpoint
CREATE TRIGGER "fee_payer_owing_truncate" AFTER TRUNCATE ON "fee_bill"
  FOR EACH STATEMENT EXECUTE FUNCTION "fee_payer_owing_truncate"();
--> statement-breakpoint
INSERT INTO "fee_payer_owing" ("tenant_id", "area_id", "payer_kind", "room_id", "parking_space_id", "car_id", "n", "owed")
SELECT "tenant_id", "area_id", "payer_kind", coalesce("room_id", 0), coalesce("parking_space_id", 0), coalesce("car_id", 0), count(*), sum(amount - coalesce(discount, 0) - coalesce(paid_amount, 0)) FROM "fee_bill" WHERE (del_flag = 0 AND status IN ('0', '1') AND coalesce(due_date, DATE '1970-01-01') <= fee_owing_as_of()) GROUP BY 1, 2, 3, 4, 5, 6;