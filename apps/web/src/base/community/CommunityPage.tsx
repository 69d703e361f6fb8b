import { Community } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';
import { CommunityCodeInput, RegionCascader } from './RegionCascader.tsx';

/**
 * 小区管理: the framework's page; the form's code has a 生成编码 button (createCode) and the region a province →
 * city → district cascader that fills 省份, 城市 and 区县.
 */
export function CommunityPage() {
  return (
    <ResourcePage
      entity={Community}
      nameField="areaName"
      hideColumns={['district', 'contact']}
      formInputs={{
        areaCode: ({ placeholder }) => <CommunityCodeInput placeholder={placeholder} />,
        regionCode: ({ placeholder }) => <RegionCascader placeholder={placeholder} />,
      }}
    />
  );
}
