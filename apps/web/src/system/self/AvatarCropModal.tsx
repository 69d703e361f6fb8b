import { PictureOutlined, UserOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { AVATAR_ACCEPT, AVATAR_ZOOM } from '@zhwy/contracts';
import { App, Avatar, Button, Empty, Flex, Modal, Space, Tooltip, Typography, Upload } from 'antd';
import { useCallback, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropToDataUrl, isAcceptedImage, isAvatarTooLarge, loadImage, outputTypeOf, readAsDataUrl, stepZoom } from './crop-image.ts';

type AvatarCropModalProps = {
  open: boolean;
  /** The avatar in force, shown as the preview until an image is chosen. */
  current: string | null;
  onCancel: () => void;
  onConfirm: (dataUrl: string) => void;
};

type Source = { src: string; type: 'image/jpeg' | 'image/png' };

/**
 * 更换头像: choose a png, jpeg, gif or jpg image, crop it square (drag to move, buttons zoom by 0.1), preview,
 * confirm. Cropped data above 256000 characters is refused with the spec's warning.
 */
export function AvatarCropModal({ open, current, onCancel, onConfirm }: AvatarCropModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [source, setSource] = useState<Source | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The cropper measures its box when the image loads: not while the dialog still grows in (a scaled box).
  const [shown, setShown] = useState(false);
  const seq = useRef(0);

  const reset = () => {
    setSource(null);
    setCrop({ x: 0, y: 0 });
    setZoom(AVATAR_ZOOM.min);
    setArea(null);
    setPreview(null);
  };

  const choose = async (file: File) => {
    if (!isAcceptedImage(file)) {
      message.warning(t('system.self.avatarTypeInvalid'));
      return;
    }
    try {
      const src = await readAsDataUrl(file);
      // The type comes from the name: a file that is not really an image is refused here, not left as a blank cropper.
      await loadImage(src);
      setSource({ src, type: outputTypeOf(file.type) });
      setCrop({ x: 0, y: 0 });
      setZoom(AVATAR_ZOOM.min);
      setArea(null);
      setPreview(null);
    } catch {
      message.error(t('system.self.avatarReadFailed'));
    }
  };

  // The preview follows the crop once the user lets go (drag or zoom ended).
  const onCropComplete = useCallback(
    (_: Area, pixels: Area) => {
      setArea(pixels);
      if (!source) return;
      const mine = ++seq.current;
      cropToDataUrl(source.src, pixels, source.type)
        .then((url) => mine === seq.current && setPreview(url))
        .catch(() => {});
    },
    [source],
  );

  const confirm = async () => {
    if (!source || !area) {
      message.warning(t('system.self.avatarEmpty'));
      return;
    }
    setBusy(true);
    try {
      const dataUrl = await cropToDataUrl(source.src, area, source.type);
      if (isAvatarTooLarge(dataUrl)) {
        message.warning(t('system.self.avatarTooLarge'));
        return;
      }
      onConfirm(dataUrl);
    } catch {
      message.error(t('system.self.avatarReadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const zoomBy = (direction: 1 | -1) => setZoom((z) => stepZoom(z, direction));

  return (
    <Modal
      open={open}
      title={t('system.self.avatarTitle')}
      onCancel={onCancel}
      onOk={() => void confirm()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      afterClose={reset}
      afterOpenChange={setShown}
      destroyOnHidden
      width={640}
    >
      <Flex gap={24} wrap className="zh-avatar-crop">
        <Flex vertical gap={12} style={{ flex: '1 1 320px' }}>
          <div className="zh-avatar-stage">
            {source && shown ? (
              <Cropper
                image={source.src}
                crop={crop}
                zoom={zoom}
                minZoom={AVATAR_ZOOM.min}
                maxZoom={AVATAR_ZOOM.max}
                zoomSpeed={AVATAR_ZOOM.step * 5}
                aspect={1}
                showGrid
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
              />
            ) : source ? null : (
              <Empty image={<PictureOutlined className="zh-avatar-empty-icon" />} description={t('system.self.avatarEmpty')} />
            )}
          </div>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Upload accept={AVATAR_ACCEPT} showUploadList={false} beforeUpload={(file) => (void choose(file), false)}>
              <Button icon={<PictureOutlined />}>{t('system.self.chooseImage')}</Button>
            </Upload>
            <Space size={4}>
              <Tooltip title={t('system.self.zoomOut')}>
                <Button aria-label={t('system.self.zoomOut')} icon={<ZoomOutOutlined />} disabled={!source || zoom <= AVATAR_ZOOM.min} onClick={() => zoomBy(-1)} />
              </Tooltip>
              <Typography.Text type="secondary" className="zh-avatar-zoom" aria-live="polite">
                {t('system.self.zoomLevel', { zoom: zoom.toFixed(1) })}
              </Typography.Text>
              <Tooltip title={t('system.self.zoomIn')}>
                <Button aria-label={t('system.self.zoomIn')} icon={<ZoomInOutlined />} disabled={!source || zoom >= AVATAR_ZOOM.max} onClick={() => zoomBy(1)} />
              </Tooltip>
            </Space>
          </Flex>
          <Typography.Text type="secondary">{t('system.self.avatarHint')}</Typography.Text>
        </Flex>
        <Flex vertical align="center" gap={8} className="zh-avatar-preview">
          <Typography.Text type="secondary">{t('system.self.avatarPreview')}</Typography.Text>
          <Avatar size={104} src={preview ?? current ?? undefined} icon={<UserOutlined />} alt={t('system.self.avatarPreview')} />
          <Avatar size={40} src={preview ?? current ?? undefined} icon={<UserOutlined />} alt="" />
        </Flex>
      </Flex>
    </Modal>
  );
}
