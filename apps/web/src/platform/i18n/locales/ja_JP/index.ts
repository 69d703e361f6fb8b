import { common } from './common.ts';
import { menu } from './menu.ts';
import { resource } from './resource.ts';
import { shell } from './shell.ts';

export default { common, menu, resource, shell };
