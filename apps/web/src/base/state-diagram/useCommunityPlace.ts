import { useEffect, useState } from 'react';
import { type AreaOption, pickerApi } from '../pickers/api.ts';
import { currentCommunity, setCurrentCommunity } from '../place-tree/current-community.ts';

/**
 * A state diagram's two choices (房态图, 车辆状态图): the community, opening on the user's current one (else the first),
 * and a place of it (a building, a parking lot), its first by default: the diagram is never blank. Choosing a community
 * makes it the user's current one and clears the place. `placesOf` must be the same function on every render.
 */
export const useCommunityPlace = <P extends { id: number }>(placesOf: (areaId: number) => Promise<P[]>) => {
  const [areas, setAreas] = useState<AreaOption[]>([]);
  const [areaId, setAreaId] = useState<number>();
  const [places, setPlaces] = useState<P[]>([]);
  /** The community whose places `places` are (none yet: still loading). */
  const [loadedFor, setLoadedFor] = useState<number>();
  const [placeId, setPlaceId] = useState<number>();

  useEffect(() => {
    void pickerApi.areas().then((list) => {
      setAreas(list);
      setAreaId((current) => current ?? (list.find((a) => a.id === currentCommunity()) ?? list[0])?.id);
    });
  }, []);
  useEffect(() => {
    if (!areaId) return;
    let live = true;
    void placesOf(areaId).then((loaded) => {
      if (!live) return;
      setPlaces(loaded);
      setLoadedFor(areaId);
      setPlaceId((chosen) => chosen ?? loaded[0]?.id);
    });
    return () => {
      live = false;
    };
  }, [areaId, placesOf]);

  const chooseArea = (id: number) => {
    setAreaId(id);
    setCurrentCommunity(id);
    setPlaceId(undefined);
    setPlaces([]);
  };
  /** The chosen community has no place at all (its list is in, and empty). */
  const noPlaces = areaId !== undefined && loadedFor === areaId && places.length === 0;
  return { areas, areaId, chooseArea, places, placeId, setPlaceId, noPlaces };
};
