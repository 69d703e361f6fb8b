import { Resident, ResidentRoom, VALIDATION_MESSAGES, formatMessage, idCardBirthday, idCardSex, residentIdErrors } from '@zhwy/contracts';
import { Divider, Form, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { FieldInput, type FormParts, MOBILE_CODE_FIELD, MobileCheck, ResourcePage, VerifiedTag, labelKey } from '../../platform/resource/index.ts';
import { RoomPicker } from '../pickers/index.ts';
import { placeTree } from '../place-tree/place-tree.ts';
import { ResidentRooms } from './ResidentRooms.tsx';

/** A new resident may be bound to a room of its community at once (房屋 and 与房屋关系, written with it). */
function RoomSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const areaId = Form.useWatch('areaId', form) as number | undefined;
  const roomId = Form.useWatch('roomId', form) as number | undefined;
  const label = (field: string) => t(labelKey(ResidentRoom, field));
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('base.resident.messages.roomSection')}
      </Divider>
      <Typography.Paragraph type="secondary">{t('base.resident.messages.roomHint')}</Typography.Paragraph>
      <Form.Item name="roomId" label={label('roomId')}>
        <RoomPicker areaId={areaId} disabled={!areaId} placeholder={areaId ? t('resource.selectPlaceholder', { label: label('roomId') }) : t('base.resident.messages.pickCommunityFirst')} />
      </Form.Item>
      <Form.Item name="relation" label={label('relation')} rules={roomId ? [{ required: true, message: t('resource.requiredSelect', { label: label('relation') }) }] : []}>
        <FieldInput field={ResidentRoom.fields.relation} module="base" mode="form" disabled={!roomId} placeholder={t('resource.selectPlaceholder', { label: label('relation') })} />
      </Form.Item>
    </>
  );
}

/** The residents' ID rule (the server's `residentIdErrors`) on idCardNo or birthday, as typed. */
const idRule =
  (field: 'idCardNo' | 'birthday', message: (key: keyof (typeof VALIDATION_MESSAGES)['zh_CN']) => string): Rule =>
  ({ getFieldsValue }) => ({
    validator: (_rule, value: unknown) => {
      const values = getFieldsValue(['idCardType', 'idCardNo', 'birthday']) as Record<string, unknown>;
      const birthday = field === 'birthday' ? value : values.birthday;
      const key = residentIdErrors({ ...values, [field]: value, birthday: dayjs.isDayjs(birthday) ? birthday.format('YYYY-MM-DD') : birthday })[field];
      return key ? Promise.reject(new Error(message(key))) : Promise.resolve();
    },
  });

/** A valid 居民身份证 number fills an empty 出生日期 and 性别, as the server stores them; a room chosen starts its relation as the type. */
const fill: FormParts['onValuesChange'] = (changed, form) => {
  if (changed.roomId && !form.getFieldValue('relation')) form.setFieldValue('relation', form.getFieldValue('residentType'));
  if (typeof changed.idCardNo !== 'string' || String(form.getFieldValue('idCardType') ?? '1') !== '1') return;
  const birthday = idCardBirthday(changed.idCardNo);
  if (!birthday) return;
  if (!form.getFieldValue('birthday')) form.setFieldValue('birthday', dayjs(birthday));
  if (!form.getFieldValue('sex')) form.setFieldValue('sex', idCardSex(changed.idCardNo) ?? undefined);
};

/**
 * Search fields: the three a front desk types first (name, and the mobile's and ID number's last four digits, which
 * the masked list shows), then the room (3-2-302 finds it) and the type. The community and building are the tree's.
 */
const SEARCH = ['name', 'mobile', 'idCardNo', 'roomId', 'residentType'] as const;
/** The resident list's tree: community → building (a resident's building is its first room's). */
const RESIDENT_TREE = placeTree({ community: 'areaId', building: 'buildingId' });

/**
 * 住户管理 on the framework's page, over the list the server masks (张**, 138****8000). The form adds the ID rule as
 * typed (filling 出生日期 and 性别), 获取验证码 beside 手机号码 (the mobile saved 已验证 with its code) and, for a new
 * resident, a room to bind. 查看明文 and 导出明文 are the framework's (base:resident:unmask); the detail lists the rooms,
 * each a link to it. Beside the list, the community → building tree.
 */
export function ResidentPage() {
  const locale = useLocaleStore((s) => s.locale);
  const message = (key: keyof (typeof VALIDATION_MESSAGES)['zh_CN']) => formatMessage(VALIDATION_MESSAGES[locale][key], { min: 4, max: 30 });
  const parts: FormParts = {
    items: { mobile: (props) => <MobileCheck entity={Resident} {...props} /> },
    rules: { idCardNo: [idRule('idCardNo', message)], birthday: [idRule('birthday', message)] },
    onValuesChange: fill,
    extra: (row) => (row ? null : <RoomSection />),
    extraValues: ['roomId', 'relation', MOBILE_CODE_FIELD],
  };
  return (
    <ResourcePage
      entity={Resident}
      nameField="name"
      lockedOnEdit={['areaId']}
      formParts={parts}
      columns={{
        mobile: {
          render: (value: unknown, row) => (
            <Space size={4} wrap={false}>
              {String(value ?? '')}
              {row.mobileVerified === '1' && <VerifiedTag entity={Resident} />}
            </Space>
          ),
        },
      }}
      tree={RESIDENT_TREE}
      searchFields={SEARCH}
      details={{ roomName: (_value, row) => <ResidentRooms residentId={Number(row.id)} /> }}
    />
  );
}
