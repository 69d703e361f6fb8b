import { CreditsShopGood } from '@zhwy/contracts';
import { useTranslation } from 'react-i18next';
import { ResourcePage, labelKey } from '../../platform/resource/index.ts';
import { PickUpPointSelect } from './PickUpPointSelect.tsx';

/** 商品管理: the framework's page, with the good's picture as a thumbnail column and its 自提地址 chosen among the pick-up points. */
export function GoodPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      entity={CreditsShopGood}
      showColumns={['imageUrl']}
      formInputs={{
        // Chosen from a list, not typed: 请选择, as the framework's selects say.
        pickUpAddress: () => <PickUpPointSelect placeholder={t('resource.selectPlaceholder', { label: t(labelKey(CreditsShopGood, 'pickUpAddress')) })} />,
      }}
    />
  );
}
