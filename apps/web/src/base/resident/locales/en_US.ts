import type { Resident, ResidentRoom } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const resident: EntityTexts<typeof Resident> = {
  title: 'Resident',
  fields: {
    areaId: 'Community', name: 'Name', sex: 'Sex', idCardType: 'ID type', idCardNo: 'ID number', birthday: 'Date of birth', mobile: 'Mobile', mobileVerified: 'Mobile verified',
    telephone: 'Landline', residentType: 'Resident type', buildingId: 'Building', roomId: 'Room', roomName: 'Room', nationality: 'Nationality', nation: 'Ethnic group',
    nativePlace: 'Place of origin', moveInDate: 'Move-in date', workUnit: 'Employer', emergencyContact: 'Emergency contact', emergencyPhone: 'Emergency phone', plateNos: 'Plate numbers',
    photo: 'Photo', source: 'Source', remark: 'Remark', createTime: 'Registered',
  },
};
const residentRoom: EntityTexts<typeof ResidentRoom> = {
  title: 'Room binding',
  fields: {
    areaId: 'Community', residentId: 'Resident', residentName: 'Resident name', buildingId: 'Building', roomId: 'Room', roomName: 'Room', relation: 'Relation to room',
    startDate: 'Start date', endDate: 'End date', remark: 'Remark', createTime: 'Bound at',
  },
};

/** Residents and room bindings. */
export const residentPageTexts = {
  resident: {
    ...resident,
    /** A new resident's 国籍 as the form offers it, in the clerk's language. */
    defaults: { nationality: 'China' },
    messages: {
      roomSection: 'Room (optional)',
      roomHint: 'With a room chosen, the resident is bound to it on saving and the room\'s state is updated.',
      pickCommunityFirst: 'Choose the community first',
    },
  },
  residentRoom: {
    ...residentRoom,
    messages: {
      roomState: 'Room state',
      currentState: 'Room state now:',
      pickResident: 'Type a name to find a resident',
      pickResidentFirst: 'Choose the resident first',
      noResident: 'No matching resident',
    },
    actions: { create: 'Bind room', delete: 'Unbind', deleteConfirm: 'Unbind "{{name}}" from this room? The room\'s state is updated accordingly.' },
  },
};
