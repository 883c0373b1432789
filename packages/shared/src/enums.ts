/** Local enumerations of spec 000 §3. Remote enums are served by /api_proxy/enum/list/{enum}/. */
export const deviceThingTypes = [
  { id: 10001, zh: '用户信息传输装置', en: 'user information transmission device' },
  { id: 10009, zh: '网关', en: 'gateway' },
  { id: 10010, zh: '基站', en: 'base station' },
] as const;

export const transmissionModes = ['GPRS', 'NB-Iot', '4G', 'WIFI', 'LAN'] as const;
export const groupTransmissions = ['RF433', 'LORA', 'ZIGBEE'] as const;
export const pipeDiameters = ['65mm', '100mm', '150mm'] as const;

/** A row of a remote enum table. */
export type RemoteEnumItem = {
  id: number;
  name: string;
  eng_name: string;
  company_class: string | null;
  is_show: 0 | 1;
};
