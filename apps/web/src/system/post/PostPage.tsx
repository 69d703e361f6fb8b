import { SysPost } from '@zhwy/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 岗位管理: the framework's page of posts (a post held by users cannot be deleted: the server says how many hold it). */
export function PostPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      entity={SysPost}
      title={t('system.post.listTitle')}
      columns={{
        postCode: { width: 160, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
        sort: { width: 100, align: 'center' },
        status: { width: 100 },
        createTime: { width: 180 },
      }}
    />
  );
}
