import { PATROL_DICTIONARIES, PatrolJob, PatrolJobLog, PatrolLine, PatrolLinePoint, PatrolPoint, PatrolTask, PatrolType } from '@zhwy/contracts';

/** The patrol module's entities and dictionaries as the web knows them (pages, label checks). */
export { PATROL_DICTIONARIES, PatrolJob, PatrolJobLog, PatrolLine, PatrolLinePoint, PatrolPoint, PatrolTask, PatrolType };
export const PATROL_ENTITIES = [PatrolType, PatrolPoint, PatrolLine, PatrolLinePoint, PatrolJob, PatrolTask, PatrolJobLog] as const;
