import type pg from 'pg';

/** A community to create, where it is (its district's GB/T 2260 code leads its residents' ID numbers). */
export type CommunitySeed = {
  areaCode: string;
  areaName: string;
  province: string;
  city: string;
  district: string;
  regionCode: string;
  address: string;
  /** The province's one-character plate prefix (粤, 京, …). */
  plateProvince: string;
};

/**
 * What to generate for a tenant: the communities, each with `buildings` of `units` × `floors` × `roomsPerFloor`
 * rooms (the last building cut so the tenant gets exactly `rooms`), then `residents` spread over the rooms in
 * households, their bindings, a car for every third household, one parking lot per community.
 */
export type SeedPlan = {
  tenantId: number;
  communities: CommunitySeed[];
  rooms: number;
  residents: number;
  units: number;
  floors: number;
  roomsPerFloor: number;
  /** Residents written per statement (the progress callback is called after each batch). */
  batch?: number;
};

export type SeedProgress = (step: string, done: number, total: number) => void;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏辉建文斌宇浩凯晨欣怡子涵梓轩雨婷佳琪思远志国海燕俊峰宏博嘉慧晓雪亮鑫颖晶丹';
const MOBILE_PREFIXES = ['138', '139', '137', '136', '135', '150', '151', '152', '158', '159', '182', '183', '187', '188', '130', '131', '132', '155', '156', '186', '133', '153', '180', '189', '177', '199', '176', '191'];
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The SQL helpers of one seeding session (pg_temp: gone with the connection, nothing left in the schema). */
const HELPERS = `
CREATE OR REPLACE FUNCTION pg_temp.id_check(first17 text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr('10X98765432', (sum(substr(first17, i, 1)::int * (ARRAY[7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2])[i]) % 11)::int + 1, 1)
  FROM generate_series(1, 17) i $$;
CREATE OR REPLACE FUNCTION pg_temp.pick(list text, k bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(list, (k % char_length(list))::int + 1, 1) $$;`;

/**
 * Writes the plan in SQL (generate_series, no row crosses the wire): communities, buildings, floors, units, rooms,
 * residents with valid 18-digit ID numbers (the community's district, a birthday, a sequence whose last digit is
 * the sex, the GB 11643 check character), bindings whose relations set each room's state as the bindings rule
 * does (roomStateAfterBindings: tenants → 出租, owner or family → 自住, nobody → 空置/未售/装修中), cars with
 * plates of the community's province, and a parking lot whose sold spaces are the cars'. Runs in the caller's
 * transaction or connection; answers the ids of the communities written.
 */
export const generateBaseData = async (client: pg.PoolClient, plan: SeedPlan, progress: SeedProgress = () => {}): Promise<number[]> => {
  const { tenantId, communities } = plan;
  const perCommunity = Math.ceil(plan.rooms / communities.length);
  const perBuilding = plan.units * plan.floors * plan.roomsPerFloor;
  const buildings = Math.max(1, Math.ceil(perCommunity / perBuilding));
  await client.query(HELPERS);
  await client.query('DROP TABLE IF EXISTS seed_room, seed_car, seed_area');
  // Numbers already handed out in the tenant (an earlier seed): ID numbers and plates go on after them, never twice.
  const { rows: before } = await client.query<{ residents: number; cars: number }>(
    'SELECT (SELECT count(*) FROM com_resident WHERE tenant_id = $1)::int AS residents, (SELECT count(*) FROM com_car_info WHERE tenant_id = $1)::int AS cars',
    [tenantId],
  );
  const { residents: residentOffset, cars: carOffset } = before[0];

  progress('小区', 0, communities.length);
  const { rows: areas } = await client.query<{ id: number }>(
    `INSERT INTO com_area (tenant_id, area_code, area_name, province, city, district, region_code, address, total_area, property_company, contact, phone, status)
     SELECT $1, c.area_code, c.area_name, c.province, c.city, c.district, c.region_code, c.address, 30000 + 5000 * o, '安居物业服务有限公司', '王经理', '1380013' || lpad(o::text, 4, '0'), '0'
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) WITH ORDINALITY
       AS c(area_code, area_name, province, city, district, region_code, address, o)
     ORDER BY o RETURNING id`,
    [tenantId, ...(['areaCode', 'areaName', 'province', 'city', 'district', 'regionCode', 'address'] as const).map((k) => communities.map((c) => c[k]))],
  );
  const areaIds = areas.map((a) => a.id);
  // The plan's per-community facts, as a table the statements below join.
  // The plan's per-community facts, as a table the statements below join (temporary: the session's own).
  await client.query(`CREATE TEMP TABLE seed_area AS
    SELECT a.id, a.o::int AS o, a.region, a.plate FROM unnest($1::bigint[], $2::text[], $3::text[]) WITH ORDINALITY AS a(id, region, plate, o)`,
  [areaIds, communities.map((c) => c.regionCode), communities.map((c) => c.plateProvince)]);
  progress('小区', communities.length, communities.length);

  progress('楼栋', 0, 1);
  await client.query(
    `INSERT INTO com_building (tenant_id, area_id, building_no, building_name, building_type, structure, above_floors, under_floors, elevator_count, sort, status)
     SELECT $1, a.id, b::text, b || '号楼', '1', '1', $3, 1, 2, b, '0' FROM seed_area a, generate_series(1, $2::int) b`,
    [tenantId, buildings, plan.floors],
  );
  await client.query(
    `INSERT INTO com_building_floor (tenant_id, area_id, building_id, floor_no, floor_name)
     SELECT $1, b.area_id, b.id, f, f || '层' FROM com_building b JOIN seed_area a ON a.id = b.area_id, generate_series(1, $2::int) f WHERE b.tenant_id = $1`,
    [tenantId, plan.floors],
  );
  await client.query(
    `INSERT INTO com_unit (tenant_id, area_id, building_id, unit_no, unit_name, elevator_count, sort)
     SELECT $1, b.area_id, b.id, u::text, u || '单元', 1, u FROM com_building b JOIN seed_area a ON a.id = b.area_id, generate_series(1, $2::int) u WHERE b.tenant_id = $1`,
    [tenantId, plan.units],
  );
  progress('楼栋', 1, 1);

  // Rooms: 1201 is floor 12, room 01; numbered per community in building, unit, floor, room order, cut at perCommunity.
  progress('房屋', 0, 1);
  await client.query(
    `INSERT INTO com_room (tenant_id, area_id, building_id, unit_id, floor, room_no, layout, building_area, inner_area, orientation, decoration, room_use, state, property_no, place_key)
     SELECT $1, area_id, building_id, unit_id, f, f || lpad(r::text, 2, '0'),
       (ARRAY['3','5','5','6','4','2'])[1 + (seq % 6)], (8900 + (seq % 7) * 1550)::bigint, (7200 + (seq % 7) * 1300)::bigint,
       (ARRAY['1','2','6','7'])[1 + (seq % 4)], (ARRAY['1','2','3','3','4'])[1 + (seq % 5)], '1',
       CASE WHEN seq % 23 = 0 THEN '0' WHEN seq % 29 = 0 THEN '4' ELSE '1' END, NULL,
       room_place_key(building_sort, building_no, unit_sort, unit_no, f || lpad(r::text, 2, '0'))
     FROM (
       SELECT b.area_id, b.id AS building_id, u.id AS unit_id, f, r, b.sort AS building_sort, b.building_no, u.sort AS unit_sort, u.unit_no,
         row_number() OVER (PARTITION BY b.area_id ORDER BY b.sort, u.sort, f, r) AS seq
       FROM com_building b JOIN seed_area a ON a.id = b.area_id
       JOIN com_unit u ON u.building_id = b.id AND u.tenant_id = $1,
       generate_series(1, $2::int) f, generate_series(1, $3::int) r
       WHERE b.tenant_id = $1
     ) x WHERE seq <= $4`,
    [tenantId, plan.floors, plan.roomsPerFloor, perCommunity],
  );
  // Each room's place in the tenant's seeded rooms (0-based), its label and its community's facts, for the residents.
  await client.query(`CREATE TEMP TABLE seed_room AS
    SELECT (row_number() OVER (ORDER BY r.id) - 1)::bigint AS i, r.id, r.area_id, r.building_id, r.state, a.region, a.plate,
      b.building_name || '-' || u.unit_name || '-' || r.room_no AS label
    FROM com_room r JOIN seed_area a ON a.id = r.area_id JOIN com_building b ON b.id = r.building_id JOIN com_unit u ON u.id = r.unit_id
    WHERE r.tenant_id = $1`, [tenantId]);
  await client.query('CREATE UNIQUE INDEX ON seed_room (i)');
  await client.query('CREATE UNIQUE INDEX ON seed_room (id)');
  // Temporary tables are never analysed by autovacuum: without statistics the joins below became nested loops.
  await client.query('ANALYZE seed_area, seed_room');
  const { rows: roomCount } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_room');
  const totalRooms = roomCount[0].n;
  progress('房屋', 1, 1);

  // Households: `size` residents each; household h lives in room (h * totalRooms / households), spread over the
  // tenant. Its first member is the owner (or the first tenant when h % 5 = 4, a rented room), the rest family.
  const size = Math.max(2, Math.ceil(plan.residents / Math.max(1, Math.floor(totalRooms * 0.85))));
  const households = Math.ceil(plan.residents / size);
  const batch = plan.batch ?? 100_000;
  progress('住户', 0, plan.residents);
  for (let from = 1; from <= plan.residents; from += batch) {
    const to = Math.min(plan.residents, from + batch - 1);
    await client.query(
      `WITH k AS (
         SELECT k + $2::bigint AS k, (k - 1) / $3 AS h, (k - 1) % $3 AS member FROM generate_series($4::bigint, $5::bigint) k
       ), p AS (
         SELECT k.k, k.member, k.h, r.*,
           CASE WHEN k.h % 5 = 4 THEN '3' WHEN k.member = 0 THEN '1' ELSE '2' END AS relation,
           date '1950-01-01' + (k.k % 20000)::int AS birthday,
           lpad(((k.k / 20000) % 100 * 10 + k.k % 10)::text, 3, '0') AS seq
         FROM k JOIN seed_room r ON r.i = (k.h * $6::bigint / $7::bigint)
       )
       INSERT INTO com_resident (tenant_id, area_id, name, sex, id_card_type, id_card_no, birthday, mobile, resident_type,
         building_id, room_id, room_name, nationality, nation, move_in_date, source, create_time)
       SELECT $1, area_id, pg_temp.pick($8, k) || pg_temp.pick($9, k / 7) || CASE WHEN k % 3 = 0 THEN '' ELSE pg_temp.pick($9, k / 131) END,
         CASE WHEN (k % 10) % 2 = 1 THEN '1' ELSE '2' END, '1',
         region || to_char(birthday, 'YYYYMMDD') || seq || pg_temp.id_check(region || to_char(birthday, 'YYYYMMDD') || seq),
         birthday, ($10::text[])[1 + (k % $11)] || lpad(((k * 7919) % 100000000)::text, 8, '0'), relation,
         building_id, id, label, '中国', '汉族', date '2015-01-01' + (h % 3000)::int, '1',
         now() - make_interval(secs => ($12::bigint - k) * 37)
       FROM p`,
      [tenantId, residentOffset, size, from, to, totalRooms, households, SURNAMES, GIVEN, MOBILE_PREFIXES, MOBILE_PREFIXES.length, residentOffset + plan.residents],
    );
    progress('住户', to, plan.residents);
  }

  // Bindings: every seeded resident to their room, with their relation; then each room's state from them.
  progress('绑定', 0, 1);
  await client.query('ANALYZE com_resident, com_room');
  await client.query(
    `INSERT INTO com_resident_room (tenant_id, area_id, resident_id, resident_name, building_id, room_id, room_name, relation, start_date)
     SELECT $1, p.area_id, p.id, p.name, p.building_id, p.room_id, p.room_name, p.resident_type, p.move_in_date
     FROM com_resident p JOIN seed_area a ON a.id = p.area_id WHERE p.tenant_id = $1 AND p.del_flag = 0`,
    [tenantId],
  );
  await client.query(
    `UPDATE com_room r SET state = CASE WHEN b.tenants THEN '3' ELSE '2' END
     FROM (SELECT room_id, bool_or(relation = '3') AS tenants FROM com_resident_room rr JOIN seed_area a ON a.id = rr.area_id
           WHERE rr.tenant_id = $1 AND rr.del_flag = 0 GROUP BY room_id) b
     WHERE r.id = b.room_id AND r.tenant_id = $1`,
    [tenantId],
  );
  progress('绑定', 1, 1);

  // Cars: the first member of every third household; a parking lot per community whose first spaces are theirs (sold).
  progress('车辆', 0, 1);
  await client.query(
    `INSERT INTO com_parking (tenant_id, area_id, parking_no, parking_name, parking_type, floors, planned_spaces, address, status)
     SELECT $1, a.id, 'P1', '地下停车场', '2', 1, 0, '小区地下一层', '0' FROM seed_area a`,
    [tenantId],
  );
  await client.query(
    `CREATE TEMP TABLE seed_car AS
     SELECT resident_id, area_id, room_id, name, mobile, plate,
       row_number() OVER (PARTITION BY area_id ORDER BY resident_id) AS n, $2::bigint + row_number() OVER (ORDER BY resident_id) AS g
     FROM (
       SELECT DISTINCT ON (p.room_id) p.id AS resident_id, p.area_id, p.room_id, p.name, p.mobile, r.plate
       FROM com_resident p JOIN seed_room r ON r.id = p.room_id AND r.i % 3 = 0
       WHERE p.tenant_id = $1 AND p.resident_type IN ('1', '3') AND p.del_flag = 0
       ORDER BY p.room_id, p.id
     ) owners`,
    [tenantId, carOffset],
  );
  await client.query('ANALYZE seed_car');
  await client.query(
    `INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, floor, space_type, area, state, resident_id, start_date)
     SELECT $1, c.area_id, l.id, 'B-' || lpad(c.n::text, 4, '0'), -1, '1', 1250, '1', c.resident_id, date '2020-01-01' + (c.n % 1500)::int
     FROM seed_car c JOIN com_parking l ON l.area_id = c.area_id AND l.tenant_id = $1 AND l.parking_no = 'P1'`,
    [tenantId],
  );
  await client.query('ANALYZE com_parking_space');
  await client.query(
    `INSERT INTO com_car_info (tenant_id, area_id, plate_no, plate_color, car_type, brand, color, resident_id, owner_name, owner_phone, room_id, parking_space_id, status)
     SELECT $1, c.area_id, c.plate || pg_temp.pick($2, c.g / 100000) || lpad((c.g % 100000)::text, 5, '0'),
       CASE WHEN c.g % 4 = 0 THEN '3' ELSE '1' END, CASE WHEN c.g % 4 = 0 THEN '3' ELSE '1' END,
       (ARRAY['大众朗逸', '丰田卡罗拉', '本田雅阁', '比亚迪汉', '特斯拉 Model 3', '日产轩逸', '别克英朗'])[1 + (c.g % 7)],
       (ARRAY['白色', '黑色', '银色', '灰色', '蓝色'])[1 + (c.g % 5)], c.resident_id, c.name, c.mobile, c.room_id, s.id, '0'
     FROM seed_car c JOIN com_parking_space s ON s.resident_id = c.resident_id AND s.tenant_id = $1`,
    [tenantId, PLATE_LETTERS],
  );
  // New-energy plates (green, 绿牌) have 6 characters: D before the 5 digits.
  await client.query(
    `UPDATE com_car_info SET plate_no = left(plate_no, 2) || 'D' || right(plate_no, 5) WHERE tenant_id = $1 AND plate_color = '3' AND char_length(plate_no) = 7
       AND area_id IN (SELECT id FROM seed_area)`,
    [tenantId],
  );
  await client.query('ANALYZE com_car_info');
  // Residents with a car list its plate.
  await client.query(
    `UPDATE com_resident p SET plate_nos = c.plate_no FROM com_car_info c WHERE c.resident_id = p.id AND c.tenant_id = $1 AND p.tenant_id = $1 AND c.area_id IN (SELECT id FROM seed_area)`,
    [tenantId],
  );
  await client.query(
    `UPDATE com_parking l SET planned_spaces = (SELECT count(*) FROM com_parking_space s WHERE s.parking_id = l.id) + 20 WHERE l.tenant_id = $1 AND l.area_id IN (SELECT id FROM seed_area)`,
    [tenantId],
  );
  progress('车辆', 1, 1);
  await client.query('DROP TABLE IF EXISTS seed_room, seed_car, seed_area');
  return areaIds;
};
