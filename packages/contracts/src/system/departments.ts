import { z } from 'zod';

/** The department tree (`GET /api/zhwy/ComDepartment/selectComDepartmentList`) and the post options (`post/queryList`). */
export const DEPARTMENT_TREE_PATH = '/api/zhwy/ComDepartment/selectComDepartmentList';
export const POST_OPTIONS_PATH = '/zhwy/api/zhwy_admin/post/queryList';

export type DepartmentNode = {
  id: number;
  parentId: number;
  departmentName: string;
  orderby: number;
  leaderId: number | null;
  leaderName: string | null;
  phone: string | null;
  /** Comma list of community ids, '' when none. */
  areaIds: string;
  status: string;
  remark: string | null;
  createTime: string;
  children: DepartmentNode[];
};

export const DepartmentNodeSchema: z.ZodType<DepartmentNode> = z.object({
  id: z.number(),
  parentId: z.number(),
  departmentName: z.string(),
  orderby: z.number(),
  leaderId: z.number().nullable(),
  leaderName: z.string().nullable(),
  phone: z.string().nullable(),
  areaIds: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
  get children() {
    return z.array(DepartmentNodeSchema);
  },
});

export const DepartmentTreeQuery = z.object({ departmentName: z.string().trim().max(50).optional() }).strict();

export const PostOptionSchema = z.object({ id: z.number(), postCode: z.string(), postName: z.string(), sort: z.number(), status: z.string() });
export type PostOption = z.infer<typeof PostOptionSchema>;
