import { common } from './common.ts';
import { menu } from './menu.ts';
import { shell } from './shell.ts';
import { system } from './system.ts';

export default { common, menu, shell, system };
