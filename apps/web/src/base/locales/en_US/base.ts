import type { Community } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';
import { dictValues } from './dicts.ts';
import { findingTexts } from './finding.ts';
import { hierarchyTexts } from './hierarchy.ts';
import { parkingTexts } from './parking.ts';
import { residentTexts } from './residents.ts';

const community: EntityTexts<typeof Community> = {
  title: 'Community',
  fields: {
    areaCode: 'Community code',
    areaName: 'Community name',
    province: 'Province',
    city: 'City',
    district: 'District',
    regionCode: 'Region code',
    address: 'Address',
    totalArea: 'Land area (m²)',
    propertyCompany: 'Property company',
    contact: 'Contact',
    phone: 'Phone',
    status: 'Status',
    remark: 'Remark',
    createTime: 'Created',
  },
};

/** Base data. */
export const base = { community: { ...community, generateCode: 'Generate code' }, ...hierarchyTexts, ...residentTexts, ...parkingTexts, ...findingTexts, dictValues };
