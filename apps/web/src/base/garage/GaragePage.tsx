import { Garage } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';
import { OwnerSelect } from '../car/OwnerInputs.tsx';

/** 车库管理: garages with their state (未售/已售/已租) and their owner or tenant, a resident of the garage's community. */
export function GaragePage() {
  return <ResourcePage entity={Garage} nameField="garageNo" formInputs={{ residentId: ({ placeholder }) => <OwnerSelect placeholder={placeholder} fillOwner={false} /> }} />;
}
