import type { BASE_DICTIONARIES, USER_SEX } from '@zhwy/contracts';
import type { DictTexts } from '../../../platform/resource/labels.ts';

/** Base data's dictionary values, and the shared sex dictionary its residents show (the system module's texts may not be loaded). */
export const dictValues: DictTexts<(typeof BASE_DICTIONARIES)[number] | typeof USER_SEX> = {
  sys_user_sex: { '1': 'Male', '2': 'Female' },
  com_area_status: { '0': 'Active', '1': 'Disabled' },
  com_building_status: { '0': 'Active', '1': 'Disabled' },
  com_building_type: { '1': 'Residential', '2': 'Commercial', '3': 'Mixed use', '4': 'Office', '5': 'Garage', '9': 'Other' },
  com_building_structure: { '1': 'Reinforced concrete', '2': 'Frame', '3': 'Brick-concrete', '4': 'Steel', '9': 'Other' },
  com_room_layout: { '1': 'Studio', '2': '1 bed, 1 living', '3': '2 bed, 1 living', '4': '2 bed, 2 living', '5': '3 bed, 1 living', '6': '3 bed, 2 living', '7': '4+ bed', '8': 'Duplex', '9': 'Other' },
  com_room_orientation: { '1': 'North–south through', '2': 'South', '3': 'North', '4': 'East', '5': 'West', '6': 'South-east', '7': 'South-west', '8': 'North-east', '9': 'North-west' },
  com_room_decoration: { '1': 'Shell', '2': 'Basic', '3': 'Furnished', '4': 'Luxury' },
  com_room_use: { '1': 'Residential', '2': 'Shop', '3': 'Office', '4': 'Apartment', '5': 'Garage', '6': 'Storage', '9': 'Other' },
  com_room_state: { '0': 'Unsold', '1': 'Vacant', '2': 'Owner-occupied', '3': 'Rented', '4': 'Being decorated' },
  com_id_card_type: { '1': 'Resident ID card', '2': 'Passport', '3': 'Mainland travel permit (HK/Macao)', '4': 'Mainland travel permit (Taiwan)', '5': 'Foreign permanent resident ID', '9': 'Other' },
  com_resident_type: { '1': 'Owner', '2': 'Family member', '3': 'Tenant' },
  com_resident_source: { '1': 'Entered by staff', '2': 'Self-registered', '3': 'Imported' },
  com_mobile_verified: { '0': 'Not verified', '1': 'Verified' },
  com_resident_audit_status: { '0': 'Pending', '1': 'Approved', '2': 'Rejected' },
  com_common_status: { '0': 'Active', '1': 'Disabled' },
  com_plate_color: { '1': 'Blue', '2': 'Yellow', '3': 'Green', '4': 'White', '5': 'Black', '9': 'Other' },
  com_car_type: { '1': 'Car', '2': 'Large vehicle', '3': 'New-energy car', '4': 'New-energy large vehicle', '5': 'Motorcycle', '9': 'Other' },
  com_parking_type: { '1': 'Surface', '2': 'Underground', '3': 'Multi-storey' },
  com_parking_space_type: { '1': 'Owned', '2': 'Leased', '3': 'Temporary', '4': 'Tandem' },
  com_parking_space_state: { '0': 'Free', '1': 'Sold', '2': 'Rented' },
  com_garage_state: { '0': 'Unsold', '1': 'Sold', '2': 'Rented' },
  com_pass_direction: { '1': 'In', '2': 'Out' },
  com_gate_direction: { '1': 'Entrance', '2': 'Exit', '3': 'Entrance and exit' },
  com_pass_car_kind: { '1': 'Resident\'s car', '2': 'Monthly pass', '3': 'Temporary', '4': 'Visitor' },
};
