import type { UserDetail } from '@zhwy/contracts';
import type pg from 'pg';
import { pgScope, sameTenantText } from '../../platform/scope-sql.ts';

type DetailRow = {
  id: number;
  username: string;
  family_name: string | null;
  name: string | null;
  sex: string | null;
  mobile: string | null;
  is_contact: number;
  user_no: string | null;
  post_id: number | null;
  poster: string | null;
  email: string | null;
  img_path: string | null;
  disc_title: string | null;
  disc_detail: string | null;
  department_id: number | null;
  department_ids: string | null;
  department_name: string | null;
  role_ids: string[];
  role_names: string[];
  area_ids: string[];
  status: number;
  last_login: Date | null;
  register_time: Date | null;
};

/** The spec's user detail (`cscpUserDetailsByUserId`): the user with roles, communities, department and post; null when not a live user of the tenant. */
export const userDetail = async (client: pg.Pool | pg.PoolClient, tenantId: number, userId: number): Promise<UserDetail | null> => {
  const { rows } = await client.query<DetailRow>(
    `SELECT u.id, u.username, u.family_name, u.name, u.sex, u.mobile, u.is_contact, u.user_no, u.post_id, l.poster, u.email, u.img_path,
            u.disc_title, u.disc_detail, u.department_id, u.department_ids, l.department_name, u.status, u.last_login, u.register_time,
            ARRAY(SELECT r.id::text FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.id) AS role_ids,
            ARRAY(SELECT r.name FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.id) AS role_names,
            ARRAY(SELECT a.area_id::text FROM sys_user_area a WHERE a.user_id = u.id AND ${sameTenantText('a', 'u', { live: false })} ORDER BY a.area_id) AS area_ids
     FROM sys_user u JOIN sys_user_list l ON l.id = u.id
     WHERE u.id = $1 AND ${pgScope('u', 2)}`,
    [userId, tenantId],
  );
  const u = rows[0];
  if (!u) return null;
  const roles = u.role_ids.join(',');
  return {
    id: u.id,
    userId: u.id,
    username: u.username,
    familyName: u.family_name,
    name: u.name,
    sex: u.sex,
    mobile: u.mobile,
    isContact: u.is_contact,
    userNo: u.user_no,
    post: u.post_id,
    poster: u.poster,
    email: u.email,
    imgPath: u.img_path,
    discTitle: u.disc_title,
    discDetail: u.disc_detail,
    departmentId: u.department_id,
    departmentIds: u.department_ids,
    departmentName: u.department_name,
    roles,
    roleIds: roles,
    roleNames: u.role_names,
    areaIds: u.area_ids.join(','),
    status: String(u.status),
    lastLogin: u.last_login?.toISOString() ?? null,
    registerTime: u.register_time?.toISOString() ?? null,
  };
};
