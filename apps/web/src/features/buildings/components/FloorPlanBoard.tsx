import { useRef, useState } from 'react';
import { useFileUrl } from '../../../app/downloads';
import type { DeviceDot } from '../api';
import { toFraction, toPercentStyle } from '../plan-geometry';

type Props = {
  imageUrl: string;
  dots: DeviceDot[];
  canEdit: boolean;
  /** Click on the plan (not on a dot): place the chosen device there. */
  onPlace: (position: { x: number; y: number }) => void;
  /** A dot dropped after a drag. */
  onMove: (dot: DeviceDot, position: { x: number; y: number }) => void;
};

/** A floor plan with its device dots: click to place, drag a dot to move it; positions are fractions of the image. */
export const FloorPlanBoard = ({ imageUrl, dots, canEdit, onPlace, onMove }: Props) => {
  const boxRef = useRef<HTMLDivElement>(null);
  // The plan needs the session header, so it is shown from a blob URL (app/downloads.ts).
  const shownUrl = useFileUrl(imageUrl);
  const [dragging, setDragging] = useState<{ dot: DeviceDot; x: number; y: number } | null>(null);
  const positionOf = (event: { clientX: number; clientY: number }) => {
    const rect = boxRef.current!.getBoundingClientRect();
    return toFraction({ left: rect.left, top: rect.top, width: rect.width, height: rect.height }, event.clientX, event.clientY);
  };
  return (
    <div
      ref={boxRef}
      data-testid="floor-plan-board"
      style={{ position: 'relative', display: 'inline-block', maxWidth: '100%', cursor: canEdit ? 'crosshair' : 'default', userSelect: 'none' }}
      onClick={(event) => {
        if (canEdit && !dragging) onPlace(positionOf(event));
      }}
      onPointerMove={(event) => {
        if (dragging) setDragging({ ...dragging, ...positionOf(event) });
      }}
      onPointerUp={(event) => {
        if (!dragging) return;
        event.stopPropagation();
        onMove(dragging.dot, positionOf(event));
        // Cleared after the click that follows pointerup, so the drop does not also place a device.
        setTimeout(() => setDragging(null), 0);
      }}
    >
      <img src={shownUrl} alt="" draggable={false} style={{ display: 'block', maxWidth: '100%' }} />
      {dots.map((dot) => {
        const position = dragging?.dot.dot_id === dot.dot_id ? dragging : dot;
        return (
          <span
            key={dot.dot_id}
            title={dot.name ?? ''}
            data-testid={`dot-${dot.dot_id}`}
            onPointerDown={(event) => {
              if (!canEdit) return;
              event.stopPropagation();
              setDragging({ dot, x: dot.x, y: dot.y });
            }}
            onClick={(event) => event.stopPropagation()}
            style={{
              position: 'absolute',
              ...toPercentStyle(position),
              width: 14,
              height: 14,
              marginLeft: -7,
              marginTop: -7,
              borderRadius: '50%',
              background: dot.state && dot.state !== 'normal' ? '#f5222d' : '#1677ff',
              border: '2px solid #fff',
              cursor: canEdit ? 'move' : 'default',
            }}
          />
        );
      })}
    </div>
  );
};
