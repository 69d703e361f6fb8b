import { Car, Garage } from '@zhwy/contracts';
import { entityTexts } from '../../../platform/resource/labels.ts';

/** 车辆、车库: labels from the definitions, and the pages' own texts. */
export const carTexts = {
  car: { ...entityTexts(Car), messages: { pickCommunityFirst: '请先选择所属小区', noResident: '没有匹配的住户' } },
  garage: entityTexts(Garage),
};
