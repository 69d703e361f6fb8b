import { WORKORDER_DICTIONARIES, WorkOrder } from '@zhwy/contracts';

/** The work-order module's entities and dictionaries as the web knows them (pages, label checks). */
export { WORKORDER_DICTIONARIES, WorkOrder };
export const WORKORDER_ENTITIES = [WorkOrder] as const;
