import { common } from './common.ts';
import { listTree } from './list-tree.ts';
import { menu } from './menu.ts';
import { resource } from './resource.ts';
import { shell } from './shell.ts';

export default { common, listTree, menu, resource, shell };
