/** 车辆、停车场、车位、车库、道闸、进出记录: texts of their screens (`base.<entity>.…`). */
export const parkingTexts = {};
