import { CameraOutlined, DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarCropModal } from './AvatarCropModal.tsx';

type Props = {
  value?: string;
  onChange?: (value: string) => void;
  /** The avatar in force: while the field differs from it, a hint says the new one is not saved yet. */
  saved?: string;
  /** The profile shows a large avatar above its buttons; a form row a smaller one beside them. */
  layout?: 'profile' | 'row';
  alt: string;
};

/** The avatar as a form field (profile, user form): shown, cropped square through the crop dialog, removable. */
export function AvatarField({ value, onChange, saved, layout = 'row', alt }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unsaved = saved !== undefined && (value ?? '') !== saved;
  const profile = layout === 'profile';
  return (
    <Flex vertical={profile} align="center" gap={profile ? 12 : 16}>
      <Avatar size={profile ? 104 : 72} src={value || undefined} icon={<UserOutlined />} alt={alt} className={profile ? 'zh-self-avatar' : undefined} />
      <Space size={4}>
        <Button size="small" icon={<CameraOutlined />} onClick={() => setOpen(true)}>
          {t('system.self.changeAvatar')}
        </Button>
        {value && (
          <Tooltip title={t('system.self.removeAvatar')}>
            <Button size="small" aria-label={t('system.self.removeAvatar')} icon={<DeleteOutlined />} onClick={() => onChange?.('')} />
          </Tooltip>
        )}
      </Space>
      {unsaved && (
        <Typography.Text type="warning" role="status" className="zh-self-avatar-unsaved">
          {t('system.self.avatarUnsaved')}
        </Typography.Text>
      )}
      <AvatarCropModal
        open={open}
        current={value || null}
        onCancel={() => setOpen(false)}
        onConfirm={(dataUrl) => {
          onChange?.(dataUrl);
          setOpen(false);
        }}
      />
    </Flex>
  );
}
