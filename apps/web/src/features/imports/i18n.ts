/** Texts of the device import screens (spec 001 §2 "batch import of components"). */
export const importsEn = {
  'imports.component.title': 'Batch import of components',
  'imports.dtu.title': 'Batch import of transmission devices',
  'imports.component.parent': 'Transmission device',
  'imports.component.parentPlaceholder': 'choose the transmission device the components report through',
  'imports.action.components': 'Import components',
  'imports.action.dtu': 'Import transmission devices',
  'imports.action.export': 'Export',
};

export const importsZh: Record<keyof typeof importsEn, string> = {
  'imports.component.title': '部件批量导入',
  'imports.dtu.title': '传输装置批量导入',
  'imports.component.parent': '用户信息传输装置',
  'imports.component.parentPlaceholder': '请选择部件所属的用户信息传输装置',
  'imports.action.components': '导入部件',
  'imports.action.dtu': '导入传输装置',
  'imports.action.export': '导出',
};
