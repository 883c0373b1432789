import { Popover } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useFileUrl } from '../../../lib/downloads';
import type { DeviceDot } from '@fireline/shared';
import { dotColour } from '../dot-states';
import { toFraction, toPercentStyle } from '../plan-geometry';

type Props = {
  imageUrl: string;
  dots: DeviceDot[];
  /** View (the default): a dot click selects it. Edit: a click on the plan places a device, a dot can be dragged. */
  mode: 'view' | 'edit';
  /** Click on the plan (not on a dot), in edit mode: place the chosen device there. */
  onPlace: (position: { x: number; y: number }) => void;
  /** A dot dropped after a drag, in edit mode. */
  onMove: (dot: DeviceDot, position: { x: number; y: number }) => void;
  /** A dot clicked in view mode. */
  onSelect: (dot: DeviceDot) => void;
  selectedDotId?: number;
  /** Shown beside the selected dot (its device and newest alarm), so it is read where the dot is. */
  selectedDetail?: ReactNode;
};

/**
 * A floor plan with its device dots, coloured by state. Viewing is the default, so a monitoring operator's click never
 * opens the placement dialog: only edit mode places (click) and moves (drag); positions are fractions of the image.
 */
export const FloorPlanBoard = ({
  imageUrl,
  dots,
  mode,
  onPlace,
  onMove,
  onSelect,
  selectedDotId,
  selectedDetail,
}: Props) => {
  const canEdit = mode === 'edit';
  const boxRef = useRef<HTMLDivElement>(null);
  // The plan needs the session header, so it is shown from a blob URL (app/downloads.ts).
  const shownUrl = useFileUrl(imageUrl);
  const [dragging, setDragging] = useState<{ dot: DeviceDot; x: number; y: number } | null>(null);
  const positionOf = (event: { clientX: number; clientY: number }) => {
    const rect = boxRef.current!.getBoundingClientRect();
    return toFraction(
      { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
      event.clientX,
      event.clientY,
    );
  };
  return (
    <div
      ref={boxRef}
      data-testid="floor-plan-board"
      style={{
        position: 'relative',
        display: 'inline-block',
        maxWidth: '100%',
        cursor: canEdit ? 'crosshair' : 'default',
        userSelect: 'none',
      }}
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
        const marker = (
          <span
            key={dot.dot_id}
            title={dot.name ?? ''}
            data-testid={`dot-${dot.dot_id}`}
            onPointerDown={(event) => {
              if (!canEdit) return;
              event.stopPropagation();
              setDragging({ dot, x: dot.x, y: dot.y });
            }}
            role={canEdit ? undefined : 'button'}
            aria-label={dot.name ?? ''}
            onClick={(event) => {
              event.stopPropagation();
              if (!canEdit) onSelect(dot);
            }}
            style={{
              position: 'absolute',
              ...toPercentStyle(position),
              width: 14,
              height: 14,
              marginLeft: -7,
              marginTop: -7,
              borderRadius: '50%',
              background: dotColour(dot.state),
              border: '2px solid #fff',
              boxShadow: dot.dot_id === selectedDotId ? '0 0 0 3px rgba(0, 0, 0, 0.45)' : undefined,
              cursor: canEdit ? 'move' : 'pointer',
            }}
          />
        );
        if (dot.dot_id !== selectedDotId || !selectedDetail) return marker;
        // Opened and closed by the page (a dot click, the card's close button), not by hovering or clicking around.
        return (
          <Popover
            key={dot.dot_id}
            open
            trigger={[]}
            placement="right"
            content={selectedDetail}
            styles={{ container: { padding: 0 } }}
          >
            {marker}
          </Popover>
        );
      })}
    </div>
  );
};
