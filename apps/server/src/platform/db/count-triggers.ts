/**
 * The SQL of a per-value count table kept by statement-level triggers (migrations 0002 and 0019): a table such as
 * `com_resident_count (tenant_id, area_id, building_id, n)` holds the exact number of source rows per key, updated
 * in the writing transaction, so a list's total sums a few rows instead of counting the source. Write the count
 * table in the drizzle schema, let `drizzle-kit generate` create it, then append this function's output to the
 * migration (after a comment saying what is counted and why).
 *
 * The output locks the source while the functions and triggers are created and the counts back-filled (no write
 * falls in between), then creates one function and one trigger per statement kind (insert, update, delete,
 * truncate), then back-fills. Only live rows count when `live` names the filter (a soft-deleted row leaves the
 * count through the update trigger).
 */
export type CountKey = {
  /** The source column, also the count table's column of the same name. */
  column: string;
  /** Counted under this value where the source's column is NULL (a resident without a room: building 0). */
  ifNull?: number;
  /** An expression of the source row counted under `column` instead of the column itself (a bill's month). */
  expr?: string;
};

/** A sum kept beside the count: the summary table's `column` holds the sum of `expr` over the counted rows. */
export type SumColumn = { column: string; expr: string };

export type CountTriggerSpec = {
  /** The table whose rows are counted (`com_resident`). */
  source: string;
  /** The count table (`com_resident_count`): the keys' columns plus `n`, its primary key on the keys. */
  counts: string;
  /** The keys counted by, in the count table's primary-key order (tenant first). */
  keys: readonly CountKey[];
  /** Rows counted only where this column holds this value (`{ column: 'del_flag', equals: 0 }`: live rows). */
  live?: { column: string; equals: number };
  /**
   * How the grouping names the keys: `positions` (`GROUP BY 1, 2, 3`, the default: works for `ifNull` keys), or
   * `names` (`GROUP BY tenant_id, username`: migration 0002's spelling, plain columns only).
   */
  groupBy?: 'positions' | 'names';
  /** Sums kept beside `n` (a summary table: what the counted bills ask and received). */
  sums?: readonly SumColumn[];
  /** Rows counted only where this predicate over the row's columns holds (besides `live`). */
  where?: string;
  /** A statement run first in each trigger function (a lock the summary's condition depends on). */
  prelude?: string;
};

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

const checked = (name: string): string => {
  if (!IDENTIFIER.test(name)) throw new Error(`countTriggerSql: "${name}" is not a plain lower-case SQL identifier`);
  return name;
};

/** The statements, joined by drizzle's `--> statement-breakpoint`, without a trailing newline. */
export const countTriggerSql = (spec: CountTriggerSpec): string => {
  const source = checked(spec.source);
  const counts = checked(spec.counts);
  const byNames = spec.groupBy === 'names';
  if (spec.keys.length === 0) throw new Error('countTriggerSql: at least one key');
  if (byNames && spec.keys.some((key) => key.ifNull !== undefined || key.expr !== undefined)) throw new Error('countTriggerSql: ifNull keys group by positions');

  const columns = spec.keys.map((key) => checked(key.column));
  const sums = (spec.sums ?? []).map((sum) => ({ column: checked(sum.column), expr: sum.expr }));
  const expression = (key: CountKey, quote: (name: string) => string): string =>
    key.expr !== undefined ? key.expr : key.ifNull === undefined ? quote(key.column) : `coalesce(${quote(key.column)}, ${key.ifNull})`;
  const plain = (name: string): string => name;
  const quoted = (name: string): string => `"${name}"`;
  const computed = (key: CountKey): boolean => key.ifNull !== undefined || key.expr !== undefined;
  /** The keys as selected from new_rows/old_rows; `aliased` names an expression after its column. */
  const selected = (aliased: boolean): string =>
    spec.keys.map((key) => (aliased && computed(key) ? `${expression(key, plain)} AS ${key.column}` : expression(key, plain))).join(', ');
  const grouping = byNames ? columns.join(', ') : columns.map((_, i) => i + 1).join(', ');
  const conditions = (quote: (name: string) => string): string[] => [
    ...(spec.live ? [`${quote(checked(spec.live.column))} = ${spec.live.equals}`] : []),
    ...(spec.where ? [`(${spec.where})`] : []),
  ];
  const whereOf = (quote: (name: string) => string): string => (conditions(quote).length ? ` WHERE ${conditions(quote).join(' AND ')}` : '');
  const where = whereOf(plain);
  const whereQuoted = whereOf(quoted);
  const list = columns.join(', ');
  // The sums' parts of each statement: empty without sums, so count tables keep their exact SQL.
  const sumList = sums.map((sum) => `, ${sum.column}`).join('');
  const sumOf = (sign: string, alias: boolean): string => sums.map((sum) => `, ${sign}sum(${sum.expr})${alias ? ` AS ${sum.column}` : ''}`).join('');
  const rowSums = (sign: string, alias: boolean): string => sums.map((sum) => `, ${sign}(${sum.expr})${alias ? ` AS ${sum.column}` : ''}`).join('');
  const addSums = (from: string): string => sums.map((sum) => `, ${sum.column} = c.${sum.column} ${from === 'd' ? '-' : '+'} ${from}.${sum.column}`).join('');
  const fn = (kind: string, body: string): string =>
    `CREATE FUNCTION "${counts}_${kind}"() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n${spec.prelude ? `  ${spec.prelude}\n` : ''}${body}\n  RETURN NULL;\nEND $$;`;

  const insert = fn(
    'insert',
    [
      `  INSERT INTO ${counts} AS c (${list}, n${sumList})`,
      `  SELECT ${selected(false)}, count(*)${sumOf('', false)} FROM new_rows${where}${byNames ? ' ' : '\n  '}GROUP BY ${grouping} ORDER BY ${grouping}`,
      `  ON CONFLICT (${list}) DO UPDATE SET n = c.n + EXCLUDED.n${addSums('EXCLUDED')};`,
    ].join('\n'),
  );
  const update = fn(
    'update',
    [
      `  INSERT INTO ${counts} AS c (${list}, n${sumList})`,
      `  SELECT ${list}, sum(k)${sums.map((sum) => `, sum(${sum.column})`).join('')} FROM (`,
      `    SELECT ${selected(true)}, -1 AS k${rowSums('-', true)} FROM old_rows${where}`,
      '    UNION ALL',
      `    SELECT ${selected(false)}, ${byNames ? '1 AS k' : '1'}${rowSums('', false)} FROM new_rows${where}`,
      '  ) AS d',
      `  GROUP BY ${grouping} HAVING sum(k) <> 0${sums.map((sum) => ` OR sum(${sum.column}) <> 0`).join('')} ORDER BY ${grouping}`,
      `  ON CONFLICT (${list}) DO UPDATE SET n = c.n + EXCLUDED.n${addSums('EXCLUDED')};`,
      '  IF FOUND THEN',
      `    DELETE FROM ${counts} WHERE n <= 0;`,
      '  END IF;',
    ].join('\n'),
  );
  const remove = fn(
    'delete',
    [
      `  UPDATE ${counts} AS c SET n = c.n - d.n${addSums('d')}`,
      `  FROM (SELECT ${selected(true)}, count(*) AS n${sumOf('', true)} FROM old_rows${where} GROUP BY ${grouping}) AS d`,
      `  WHERE ${columns.map((column) => `c.${column} = d.${column}`).join(' AND ')};`,
      `  DELETE FROM ${counts} WHERE n <= 0;`,
    ].join('\n'),
  );
  const truncate = fn('truncate', `  DELETE FROM ${counts};`);
  const trigger = (kind: string, event: string, transition: string): string =>
    `CREATE TRIGGER "${counts}_${kind}" AFTER ${event} ON "${source}"\n  ${transition}FOR EACH STATEMENT EXECUTE FUNCTION "${counts}_${kind}"();`;
  const backfill = [
    `INSERT INTO "${counts}" (${[...columns, 'n', ...sums.map((sum) => sum.column)].map(quoted).join(', ')})`,
    `SELECT ${spec.keys.map((key) => expression(key, quoted)).join(', ')}, count(*)${sumOf('', false)} FROM "${source}"${whereQuoted} GROUP BY ${byNames ? columns.map(quoted).join(', ') : grouping};`,
  ].join('\n');

  return [
    `LOCK TABLE "${source}" IN SHARE ROW EXCLUSIVE MODE;`,
    insert,
    update,
    remove,
    truncate,
    trigger('insert', 'INSERT', 'REFERENCING NEW TABLE AS new_rows '),
    trigger('update', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '),
    trigger('delete', 'DELETE', 'REFERENCING OLD TABLE AS old_rows '),
    trigger('truncate', 'TRUNCATE', ''),
    backfill,
  ].join('\n--> statement-breakpoint\n');
};
