import { PlusOutlined } from '@ant-design/icons';
import { App, Image, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../http/client.ts';

/** The server's upload call (multipart field `upload`); it answers the stored file's path. */
export const UPLOAD_PATH = '/api/ctyun/ctYunUpload';
/** The picture types the server keeps as images. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Uploads one picked file and answers its stored path; null when the call failed (the client has shown why).
 * `busy` reports the upload's start and end, for the control's spinner.
 */
export const uploadImage = async (file: Blob, busy: (uploading: boolean) => void): Promise<string | null> => {
  const data = new FormData();
  data.append('upload', file);
  busy(true);
  try {
    return (await request<{ url: string }>('POST', UPLOAD_PATH, { formData: data })).url;
  } catch {
    return null;
  } finally {
    busy(false);
  }
};

type Props = { value?: string | null; onChange?: (value: string | null) => void; max?: number; disabled?: boolean; id?: string };

/**
 * One image of a form: picked, uploaded at once, shown as a card with a preview; the field's value is the path
 * the server answers (at most `max` characters, the field's limit: a longer one is refused here, not cut).
 */
export function ImageUpload({ value, onChange, max, disabled, id }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState(false);
  const files: UploadFile[] = value ? [{ uid: value, name: value.split('/').pop() ?? value, status: 'done', url: value }] : [];
  if (uploading) files.push({ uid: 'uploading', name: '', status: 'uploading', percent: 50 });

  return (
    <>
      <Upload
        id={id}
        accept={IMAGE_TYPES}
        listType="picture-card"
        fileList={files}
        maxCount={1}
        disabled={disabled || uploading}
        onPreview={() => setPreview(true)}
        onRemove={() => onChange?.(null)}
        customRequest={async ({ file }) => {
          const url = await uploadImage(file as Blob, setUploading);
          if (url === null) return;
          if (max !== undefined && url.length > max) message.error(t('resource.imagePathTooLong', { max }));
          else onChange?.(url);
        }}
      >
        {files.length === 0 && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'inherit' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('resource.uploadImage')}</div>
          </button>
        )}
      </Upload>
      {value && <Image style={{ display: 'none' }} src={value} preview={{ open: preview, onOpenChange: setPreview }} />}
    </>
  );
}
