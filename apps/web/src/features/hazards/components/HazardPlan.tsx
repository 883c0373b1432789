import { EnvironmentFilled } from '@ant-design/icons';
import { useRef } from 'react';
import { useFileUrl } from '../../../lib/downloads';
import { toFraction, toPercentStyle } from '../../buildings';

type Point = { x: number; y: number };

type Props = {
  /** The floor plan image (`/files/<id>`). */
  imageUrl: string;
  point: Point | null;
  /** Given: a click on the plan places (or moves) the point. */
  onPlace?: (point: Point) => void;
};

/**
 * A floor plan with the hazard's point on it, the archives' way (positions are fractions of the image, so the mark
 * stays put whatever size the plan is drawn at; buildings/plan-geometry.ts). Placing is a click, when `onPlace` is given.
 */
export const HazardPlan = ({ imageUrl, point, onPlace }: Props) => {
  const boxRef = useRef<HTMLDivElement>(null);
  // The plan needs the session header, so it is shown from a blob URL (app/downloads.ts).
  const shown = useFileUrl(imageUrl);
  return (
    <div
      ref={boxRef}
      data-testid="hazard-plan"
      style={{
        position: 'relative',
        display: 'inline-block',
        maxWidth: '100%',
        cursor: onPlace ? 'crosshair' : 'default',
        userSelect: 'none',
        border: '1px solid #f0f0f0',
      }}
      onClick={(event) => {
        if (!onPlace || !boxRef.current) return;
        const rect = boxRef.current.getBoundingClientRect();
        onPlace(
          toFraction(
            { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
            event.clientX,
            event.clientY,
          ),
        );
      }}
    >
      <img src={shown} alt="" draggable={false} style={{ display: 'block', maxWidth: '100%', maxHeight: 420 }} />
      {point && (
        <EnvironmentFilled
          data-testid="hazard-plan-point"
          style={{
            position: 'absolute',
            ...toPercentStyle(point),
            fontSize: 28,
            color: '#cf1322',
            transform: 'translate(-50%, -100%)',
            filter: 'drop-shadow(0 0 2px #fff)',
            pointerEvents: 'none',
          }}
        />
      )}
    </div>
  );
};
