// `npm run tenant -- …`: the operator's tenant management from a shell (see system/tenant/cli.ts).
import { runTenantCli } from './system/tenant/cli.ts';

process.exitCode = await runTenantCli(process.argv.slice(2));
