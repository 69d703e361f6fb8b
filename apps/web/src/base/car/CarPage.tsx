import { Car } from '@zhwy/contracts';
import { Form } from 'antd';
import { ResourcePage } from '../../platform/resource/index.ts';
import { RoomPicker } from '../pickers/index.ts';
import { OwnerSelect, SpaceSelect } from './OwnerInputs.tsx';
import { placeTree } from '../place-tree/place-tree.ts';

/** 所属房屋: the hierarchy's room picker, limited to the form's community. */
function CarRoomPicker(props: { value?: number | null; onChange?: (id: number | undefined) => void; placeholder?: string; id?: string }) {
  const areaId = Form.useWatch('areaId', Form.useFormInstance()) as number | undefined;
  return <RoomPicker {...props} areaId={areaId} disabled={!areaId} allowClear onChange={(id) => props.onChange?.(id)} />;
}

/** The vehicle list's tree: its communities (a vehicle names no building). */
const CAR_TREE = placeTree({ community: 'areaId' });

/**
 * 车辆管理: plates checked as typed (new-energy plates included), stored upper-cased and listed masked (京A***45);
 * the owner is a resident picked from the community (filling name and phone) or typed; room, space and validity.
 */
export function CarPage() {
  return (
    <ResourcePage
      entity={Car}
      nameField="plateNo"
      tree={CAR_TREE}
      hideColumns={['parkingSpaceId']}
      formInputs={{
        residentId: ({ placeholder }) => <OwnerSelect placeholder={placeholder} />,
        roomId: ({ placeholder }) => <CarRoomPicker placeholder={placeholder} />,
        parkingSpaceId: ({ placeholder }) => <SpaceSelect placeholder={placeholder} />,
      }}
    />
  );
}
