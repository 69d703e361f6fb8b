import { Select, Spin } from 'antd';
import { useState } from 'react';
import { RefEmpty, useRefSearch } from '../../platform/resource/index.ts';

const POINTS = 'community.pickUpAddress';

type Props = { id?: string; value?: string; onChange?: (value: string | undefined) => void; placeholder?: string; disabled?: boolean };

/**
 * A good's 自提地址, chosen among the pick-up points (自提点管理) by their address, searched on the server as typed.
 * The value stays the address text the spec stores (what the resident app shows); with no point yet, the list says
 * to create one first and links there.
 */
export function PickUpPointSelect({ id, value, onChange, placeholder, disabled }: Props) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const { options, loading } = useRefSearch(POINTS, text, opened);
  const choices = [...new Set(options.map((option) => option.label))].map((address) => ({ value: address, label: address }));
  if (value && !choices.some((choice) => choice.value === value)) choices.unshift({ value, label: value });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      disabled={disabled}
      options={choices}
      loading={loading}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else setText('');
      }}
      notFoundContent={loading ? <Spin size="small" /> : text ? undefined : <RefEmpty target={POINTS} />}
    />
  );
}
