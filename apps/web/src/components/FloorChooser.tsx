import type { FloorLabel } from '@fireline/shared';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A floor as the server lists it: its label (F1, M1, B1) is `floor_name`. */
export type FloorItem = { floor_id: number; floor_name: string; floor_type: FloorLabel; floor_number: number };

/** Height order (spec 001 §4): F above ground, a mezzanine M just above the floor of its number, B below ground. */
export const floorHeight = ({ floor_type, floor_number }: Pick<FloorItem, 'floor_type' | 'floor_number'>) =>
  floor_type === 'B' ? -floor_number : floor_type === 'M' ? floor_number + 0.5 : floor_number;

export const REPEAT_GUARD_MS = 500;
export const SCROLL_STEP_PX = 80;
export const SCROLL_DURATION_MS = 300;

/** A choice guard: the same floor chosen again within 500 ms is ignored (a double click is one choice). */
export const createRepeatGuard = (windowMs = REPEAT_GUARD_MS, now: () => number = Date.now) => {
  let last: { id: number; at: number } | undefined;
  return (id: number) => {
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

type Props = { floors: FloorItem[]; activeId?: number; onChoose: (floor: FloorItem) => void; height?: number };

/** The vertical floor list of the building screens: highest floor on top, up/down buttons scroll 80 px over 300 ms. */
export const FloorChooser = ({ floors, activeId, onChoose, height = 320 }: Props) => {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const guard = useRef(createRepeatGuard());
  const ordered = [...floors].sort((a, b) => floorHeight(b) - floorHeight(a));
  const scroll = (delta: number) => listRef.current && animateScroll(listRef.current, delta);
  // The list clips what is beyond its height: the chosen floor (a low one in a tall building) is brought into it.
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  return (
    <div
      className="fl-floor-chooser"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 72 }}
      data-testid="floor-chooser"
    >
      <Button
        type="text"
        size="small"
        icon={<UpOutlined />}
        aria-label={t('kit.floor.up')}
        onClick={() => scroll(-SCROLL_STEP_PX)}
      />
      <div ref={listRef} style={{ maxHeight: height, overflowY: 'hidden', width: '100%' }} role="listbox">
        {ordered.map((floor) => (
          <Button
            key={floor.floor_id}
            block
            role="option"
            aria-selected={floor.floor_id === activeId}
            type={floor.floor_id === activeId ? 'primary' : 'text'}
            onClick={() => guard.current(floor.floor_id) && onChoose(floor)}
          >
            {floor.floor_name}
          </Button>
        ))}
      </div>
      <Button
        type="text"
        size="small"
        icon={<DownOutlined />}
        aria-label={t('kit.floor.down')}
        onClick={() => scroll(SCROLL_STEP_PX)}
      />
    </div>
  );
};
