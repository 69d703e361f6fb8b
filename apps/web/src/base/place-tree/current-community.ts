import { recall, remember } from '../../platform/session/user-memory.ts';

/**
 * The user's current community: the one last chosen in a list's tree (rooms, residents, cars), applied when another
 * of those lists or the room-state diagram opens. Per user on this device (user-memory.ts); a community the user
 * no longer sees is dropped by the page that finds it missing.
 */
const NAME = 'currentCommunity';

export const currentCommunity = (): number | undefined => {
  const id = recall<number>(NAME);
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export const setCurrentCommunity = (id: number | undefined) => remember(NAME, id);
