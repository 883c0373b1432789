/** Texts of the fire control rooms (spec 001 §2 /companyControlRoom list and edit). */
export const controlRoomsEn = {
  'controlRooms.title': 'Fire control rooms',
  'controlRooms.new': 'New control room',
  'controlRooms.newTitle': 'New fire control room',
  'controlRooms.editTitle': 'Edit fire control room',
  'controlRooms.batchDelete': 'Delete selected',
  'controlRooms.deleteConfirm': 'Delete {{count}} control room(s)?',
  'controlRooms.col.name': 'Control room',
  'controlRooms.col.parent': 'Unit',
  'controlRooms.field.company_name': 'Control room name',
  'controlRooms.field.parent_id': 'Unit it belongs to',
} as const;

export const controlRoomsZh: Record<keyof typeof controlRoomsEn, string> = {
  'controlRooms.title': '消防控制室',
  'controlRooms.new': '新增控制室',
  'controlRooms.newTitle': '新增消防控制室',
  'controlRooms.editTitle': '编辑消防控制室',
  'controlRooms.batchDelete': '批量删除',
  'controlRooms.deleteConfirm': '确定删除 {{count}} 个消防控制室吗？',
  'controlRooms.col.name': '控制室名称',
  'controlRooms.col.parent': '所属单位',
  'controlRooms.field.company_name': '控制室名称',
  'controlRooms.field.parent_id': '所属单位',
};
