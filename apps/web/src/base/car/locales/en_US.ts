import type { Car, Garage } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const car: EntityTexts<typeof Car> = { title: "Vehicle", fields: { areaId: "Community", plateNo: "Plate no.", plateColor: "Plate colour", carType: "Vehicle type", brand: "Make and model", color: "Body colour", residentId: "Owner", ownerName: "Owner name", ownerPhone: "Phone", roomId: "Room", parkingSpaceId: "Parking space", startDate: "Valid from", endDate: "Valid until", status: "Status", remark: "Remark", createTime: "Registered" } };
const garage: EntityTexts<typeof Garage> = { title: "Garage", fields: { areaId: "Community", garageNo: "Garage no.", location: "Location", area: "Area (m²)", state: "Garage state", residentId: "Owner/user", remark: "Remark", createTime: "Created" } };

/** Vehicles and garages. */
export const carTexts = { car: { ...car, messages: { pickCommunityFirst: "Choose the community first", noResident: "No matching resident" } }, garage };
