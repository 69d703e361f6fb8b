import { Button, Cascader, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../platform/http/client.ts';

type Region = { code: string; name: string; level: number; leaf: boolean };
type Option = { value: string; label: string; isLeaf: boolean; children?: Option[] };
type Envelope<T> = { data: T };

const childrenOf = async (code: string): Promise<Option[]> => {
  const { data } = await http.get<Envelope<Region[]>>(`/api/base/area/byParentCode/${code}`);
  return data.map((r) => ({ value: r.code, label: r.name, isLeaf: r.leaf }));
};

/** Municipalities and province-administered counties have no city of their own: the province stands for it. */
const CITY_PLACEHOLDERS = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/** The path of a district code: its province (2 digits) and city (4 digits). */
const pathOf = (code: string): string[] => [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code];

/**
 * 所在地区: province → city → district from area/byParentCode, loaded as opened. Choosing a district sets the
 * form's regionCode (this field's value) and writes province, city and district.
 */
export function RegionCascader({ id, value, onChange, placeholder }: { id?: string; value?: string | null; onChange?: (value: string | null) => void; placeholder: string }) {
  const form = Form.useFormInstance();
  const [options, setOptions] = useState<Option[]>([]);

  // The provinces, and on edit the branch leading to the saved district, so the cascader shows its names.
  useEffect(() => {
    let live = true;
    void (async () => {
      const provinces = await childrenOf('86');
      if (value && /^\d{6}$/.test(value)) {
        const [p, c] = pathOf(value);
        const province = provinces.find((o) => o.value === p);
        if (province) {
          province.children = await childrenOf(p);
          const city = province.children.find((o) => o.value === c);
          if (city) city.children = await childrenOf(c);
        }
      }
      if (live) setOptions(provinces);
    })();
    return () => {
      live = false;
    };
    // Only the value the form opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loadData = async (selected: Option[]) => {
    const target = selected[selected.length - 1];
    target.children = await childrenOf(target.value);
    setOptions((current) => [...current]);
  };

  return (
    <Cascader<Option>
      id={id}
      options={options}
      loadData={loadData}
      value={value && /^\d{6}$/.test(value) ? pathOf(value) : undefined}
      placeholder={placeholder}
      changeOnSelect={false}
      showSearch={false}
      onChange={(codes, selected) => {
        if (!codes || !selected || selected.length < 3) {
          onChange?.(null);
          return;
        }
        const [province, city, district] = selected.map((o) => o.label);
        form.setFieldsValue({ province, city: CITY_PLACEHOLDERS.has(city) ? province : city, district });
        onChange?.(String(codes[codes.length - 1]));
      }}
    />
  );
}

/** 小区编码 with a 生成编码 button: a fresh code from createCode, after the chosen district's code when there is one. */
export function CommunityCodeInput({ id, value, onChange, placeholder, disabled }: { id?: string; value?: string; onChange?: (value: string) => void; placeholder: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      const region = form.getFieldValue('regionCode') as string | null | undefined;
      const { data } = await http.get<Envelope<{ code: string }>>(`/api/base/new-com-area/createCode/${region && /^\d{6}$/.test(region) ? region : '0'}`);
      onChange?.(data.code);
      void form.validateFields(['areaCode']);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder={placeholder} maxLength={32} showCount disabled={disabled} />
      <Button onClick={() => void generate()} loading={busy} disabled={disabled}>
        {t('base.community.generateCode')}
      </Button>
    </Space.Compact>
  );
}
