import { SysPost, SysUser, SysWorkGroup } from '@zhwy/contracts';

/** The system module's entities that other forms pick by reference (RefEmpty's names and pages). */
export { SysPost, SysUser, SysWorkGroup };
