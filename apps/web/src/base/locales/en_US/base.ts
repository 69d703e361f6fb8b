import type { BASE_DICTIONARIES, Community } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** Base data. */
export const base: { community: EntityTexts<typeof Community>; dictValues: DictTexts<(typeof BASE_DICTIONARIES)[number]> } = {
  community: {
    title: 'Community',
    fields: {
      areaCode: 'Community code',
      areaName: 'Community name',
      province: 'Province',
      city: 'City',
      district: 'District',
      address: 'Address',
      totalArea: 'Land area (m²)',
      propertyCompany: 'Property company',
      contact: 'Contact',
      phone: 'Phone',
      status: 'Status',
      remark: 'Remark',
      createTime: 'Created',
    },
  },
  dictValues: {
    com_area_status: { '0': 'Active', '1': 'Disabled' },
  },
};
