import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type FloorItem = { id: number | string; floor_number: number; name?: string; is_mezzanine?: boolean };

/** F above ground, B below, M for a mezzanine (spec 001 §4). */
export const floorLabel = (floor: Pick<FloorItem, 'floor_number' | 'is_mezzanine'>) =>
  floor.is_mezzanine ? `M${Math.abs(floor.floor_number)}` : floor.floor_number < 0 ? `B${-floor.floor_number}` : `F${floor.floor_number}`;

export const REPEAT_GUARD_MS = 500;
export const SCROLL_STEP_PX = 80;
export const SCROLL_DURATION_MS = 300;

/** A choice guard: the same floor chosen again within 500 ms is ignored (a double click is one choice). */
export const createRepeatGuard = (windowMs = REPEAT_GUARD_MS, now: () => number = Date.now) => {
  let last: { id: FloorItem['id']; at: number } | undefined;
  return (id: FloorItem['id']) => {
    const at = now();
    if (last && last.id === id && at - last.at < windowMs) return false;
    last = { id, at };
    return true;
  };
};

/** Scrolls an element by `delta` px over 300 ms, eased. */
const animateScroll = (element: HTMLElement, delta: number) => {
  const start = element.scrollTop;
  const began = performance.now();
  const step = (time: number) => {
    const progress = Math.min(1, (time - began) / SCROLL_DURATION_MS);
    element.scrollTop = start + delta * (1 - (1 - progress) ** 2);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
};

type Props = { floors: FloorItem[]; activeId?: FloorItem['id']; onChoose: (floor: FloorItem) => void; height?: number };

/** The vertical floor list of the building screens: highest floor on top, up/down buttons scroll 80 px over 300 ms. */
export const FloorChooser = ({ floors, activeId, onChoose, height = 320 }: Props) => {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const guard = useRef(createRepeatGuard());
  const ordered = [...floors].sort((a, b) => b.floor_number - a.floor_number);
  const scroll = (delta: number) => listRef.current && animateScroll(listRef.current, delta);
  return (
    <div className="fl-floor-chooser" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 72 }} data-testid="floor-chooser">
      <Button type="text" size="small" icon={<UpOutlined />} aria-label={t('kit.floor.up')} onClick={() => scroll(-SCROLL_STEP_PX)} />
      <div ref={listRef} style={{ maxHeight: height, overflowY: 'hidden', width: '100%' }} role="listbox">
        {ordered.map((floor) => (
          <Button
            key={floor.id}
            block
            role="option"
            aria-selected={floor.id === activeId}
            type={floor.id === activeId ? 'primary' : 'text'}
            title={floor.name}
            onClick={() => guard.current(floor.id) && onChoose(floor)}
          >
            {floorLabel(floor)}
          </Button>
        ))}
      </div>
      <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('kit.floor.down')} onClick={() => scroll(SCROLL_STEP_PX)} />
    </div>
  );
};
