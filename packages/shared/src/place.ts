/** A name as a pattern that ignores spacing ("A 座" finds "A座") and does not match inside a longer code ("F1" in "F12"). */
const partPattern = (part: string) => {
  const body = [...part.replace(/\s+/g, '')].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
  const start = /^[0-9A-Za-z]/.test(part) ? '(?<![0-9A-Za-z])' : '';
  const end = /[0-9A-Za-z]$/.test(part) ? '(?![0-9A-Za-z])' : '';
  return new RegExp(`${start}${body}${end}`);
};

/**
 * Where an alarm is, said once (issue 15 §6): building, floor, then the position text without the building or floor
 * it already names — a component's position is often typed as "A 座 F3 电梯厅", which joined blindly reads
 * "A 座 F3 A 座 F3 电梯厅". Used by the alarm lists, the SMS and voice text and the notifications alike.
 */
export const composePlace = ({
  building,
  floor,
  position,
}: {
  building?: string | null;
  floor?: string | null;
  position?: string | null;
}) => {
  const lead = [building, floor].map((part) => (part ?? '').trim()).filter(Boolean);
  let rest = (position ?? '').trim();
  for (const part of lead) rest = rest.replace(partPattern(part), ' ');
  rest = rest.replace(/\s+/g, ' ').replace(/^[\s,，、/·-]+|[\s,，、/·-]+$/g, '');
  return [...lead, rest].filter(Boolean).join(' ');
};
