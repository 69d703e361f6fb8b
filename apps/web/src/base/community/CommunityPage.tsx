import { Community } from '@zhwy/contracts';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../platform/resource/index.ts';
import { labelKey } from '../../platform/resource/derive.ts';
import { CommunityCodeInput, RegionCascader } from './RegionCascader.tsx';

/**
 * 小区管理: the framework's page; the form's code has a 生成编码 button (createCode) and the region a province →
 * city → district cascader that fills 省份, 城市 and 区县: those three are not typed as well (one way to say where).
 */
export function CommunityPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      entity={Community}
      nameField="areaName"
      hiddenInForm={['province', 'city', 'district']}
      formInputs={{
        areaCode: ({ placeholder }) => <CommunityCodeInput placeholder={placeholder} />,
        // A cascader is chosen from, not typed in: 请选择, as the framework's selects say.
        regionCode: () => <RegionCascader placeholder={t('resource.selectPlaceholder', { label: t(labelKey(Community, 'regionCode')) })} />,
      }}
    />
  );
}
