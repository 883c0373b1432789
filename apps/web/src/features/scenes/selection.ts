/** What a selection screen may send: ids without repeats, or the spec's message when nothing is chosen. */
export const selectionError = (ids: number[], kind: 'device' | 'equipment') => {
  if (ids.length > 0) return null;
  return kind === 'device' ? ('scenes.selectDevice' as const) : ('scenes.selectEquipment' as const);
};

export const uniqueIds = (ids: number[]) => [...new Set(ids)];
