import { ComDepartment, SysPost, SysUser, SysWorkGroup } from '@zhwy/contracts';

/** The system module's entities that other forms pick by reference (RefEmpty's names and pages). */
export { ComDepartment, SysPost, SysUser, SysWorkGroup };
