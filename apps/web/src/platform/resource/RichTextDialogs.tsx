import { UploadOutlined } from '@ant-design/icons';
import { Button, Divider, Form, Input, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, uploadImage } from './ImageUpload.tsx';
import { safeLinkUrl, siteImagePath } from './rich-text-urls.ts';

type LinkDialogProps = { open: boolean; href?: string; onOk: (href: string) => void; onCancel: () => void };

/** Asks for a link's address: http(s) and mailto only (a bare host gets https). */
export function LinkDialog({ open, href, onOk, onCancel }: LinkDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ url: string }>();
  const submit = ({ url }: { url: string }) => onOk(safeLinkUrl(url)!);
  return (
    <Modal open={open} title={t('resource.richText.linkTitle')} onOk={() => form.submit()} onCancel={onCancel} okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden width={480}>
      <Form form={form} layout="vertical" initialValues={{ url: href ?? '' }} onFinish={submit} preserve={false}>
        <Form.Item
          name="url"
          label={t('resource.richText.linkUrl')}
          rules={[{ validator: (_rule, value: string) => (safeLinkUrl(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('resource.richText.linkInvalid')))) }]}
        >
          <Input placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type ImageDialogProps = { open: boolean; onOk: (image: { src: string; alt?: string }) => void; onCancel: () => void };

/**
 * An image: uploaded here (inserted at once), or an address of this site; with an optional description (alt).
 * Outside images are refused: the Content-Security-Policy would show them broken.
 */
export function ImageDialog({ open, onOk, onCancel }: ImageDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ url: string; alt?: string }>();
  const [uploading, setUploading] = useState(false);
  const altOf = () => (form.getFieldValue('alt') as string | undefined)?.trim() || undefined;
  const submit = ({ url }: { url: string }) => onOk({ src: siteImagePath(url, window.location.origin)!, alt: altOf() });
  return (
    <Modal open={open} title={t('resource.richText.imageTitle')} onOk={() => form.submit()} onCancel={onCancel} okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden width={480}>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="alt" label={t('resource.richText.imageAlt')}>
          <Input maxLength={100} />
        </Form.Item>
        <Upload
          accept={IMAGE_TYPES}
          showUploadList={false}
          disabled={uploading}
          customRequest={async ({ file }) => {
            const url = await uploadImage(file as Blob, setUploading);
            if (url !== null) onOk({ src: url, alt: altOf() });
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('resource.uploadImage')}
          </Button>
        </Upload>
        <Divider plain>{t('resource.richText.imageOr')}</Divider>
        <Form.Item
          name="url"
          label={t('resource.richText.imageUrl')}
          rules={[{ validator: (_rule, value: string) => (siteImagePath(value ?? '', window.location.origin) ? Promise.resolve() : Promise.reject(new Error(t('resource.richText.imageInvalid')))) }]}
        >
          <Input placeholder="/api/ctyun/files/…" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
