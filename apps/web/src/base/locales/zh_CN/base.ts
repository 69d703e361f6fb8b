import { BASE_DICTIONARIES, Community, USER_SEX } from '@zhwy/contracts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';
import { findingTexts } from './finding.ts';
import { hierarchyTexts } from './hierarchy.ts';
import { parkingTexts } from './parking.ts';
import { residentTexts } from './residents.ts';

/** 基础数据：中文文案取自实体定义（字段标签、字典标签），与服务端一致。 */
export const base = {
  community: { ...entityTexts(Community), generateCode: '生成编码' },
  ...hierarchyTexts,
  ...residentTexts,
  ...parkingTexts,
  ...findingTexts,
  // The shared sex dictionary too: residents show it, and the system module's texts may not be loaded.
  dictValues: dictTexts([...BASE_DICTIONARIES, USER_SEX]),
};
