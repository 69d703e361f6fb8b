-- The spec's user row (cscpUserDetailsOr): sys_user with its department's and post's names. Scalar subqueries rather
-- than outer joins, so the view stays a simple view over sys_user: filters, sorts and FOR SHARE (a department's
-- leader reference check) go straight to sys_user; the names of deleted departments and posts are not shown.
CREATE VIEW "sys_user_list" AS
SELECT u.id, u.tenant_id, u.username, u.family_name, u.name, u.mobile, u.email, u.disc_title, u.disc_detail,
       u.status, u.last_login, u.register_time, u.sex, u.user_no, u.post_id AS post, u.department_id, u.department_ids,
       u.is_contact, u.del_flag,
       (SELECT d.department_name FROM com_department d WHERE d.id = u.department_id AND d.tenant_id = u.tenant_id AND d.del_flag = 0) AS department_name,
       (SELECT p.post_name FROM sys_post p WHERE p.id = u.post_id AND p.tenant_id = u.tenant_id AND p.del_flag = 0) AS poster
FROM sys_user u;
