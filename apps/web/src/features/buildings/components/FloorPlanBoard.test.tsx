import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceDot } from '@fireline/shared';
import { FloorPlanBoard } from './FloorPlanBoard';
import { TestStyles } from '../../../components/test-utils';

const dot: DeviceDot = {
  dot_id: 7,
  floor_id: 3,
  device_id: 11,
  component_id: null,
  name: '烟感 1',
  state: 'normal',
  x: 0.5,
  y: 0.5,
};

const renderBoard = (mode: 'view' | 'edit' = 'edit') => {
  const onPlace = vi.fn();
  const onMove = vi.fn();
  const onSelect = vi.fn();
  render(
    <FloorPlanBoard
      imageUrl="/files/plan"
      dots={[dot]}
      mode={mode}
      onPlace={onPlace}
      onMove={onMove}
      onSelect={onSelect}
    />,
    { wrapper: TestStyles },
  );
  const board = screen.getByTestId('floor-plan-board');
  // jsdom draws nothing: give the plan a 400 x 200 box at (100, 50).
  board.getBoundingClientRect = () => ({
    left: 100,
    top: 50,
    width: 400,
    height: 200,
    right: 500,
    bottom: 250,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  });
  return { board, onPlace, onMove, onSelect };
};

afterEach(cleanup);

describe('FloorPlanBoard', () => {
  it('places at the clicked fraction of the plan', () => {
    const { board, onPlace } = renderBoard();
    fireEvent.click(board, { clientX: 200, clientY: 100 });
    expect(onPlace).toHaveBeenCalledWith({ x: 0.25, y: 0.25 });
  });

  it('moves a dragged dot to where it is dropped, without placing another device', () => {
    const { board, onPlace, onMove } = renderBoard();
    const marker = screen.getByTestId('dot-7');
    fireEvent.pointerDown(marker, { clientX: 300, clientY: 150 });
    fireEvent.pointerMove(board, { clientX: 420, clientY: 210 });
    expect(marker.style.left).toBe('80%');
    fireEvent.pointerUp(board, { clientX: 420, clientY: 210 });
    expect(onMove).toHaveBeenCalledWith(dot, { x: 0.8, y: 0.8 });
    fireEvent.click(board, { clientX: 420, clientY: 210 });
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('in view mode neither places nor drags: a dot click selects the dot', () => {
    const { board, onPlace, onMove, onSelect } = renderBoard('view');
    fireEvent.pointerDown(screen.getByTestId('dot-7'), { clientX: 300, clientY: 150 });
    fireEvent.pointerUp(board, { clientX: 420, clientY: 210 });
    fireEvent.click(board, { clientX: 200, clientY: 100 });
    expect(onMove).not.toHaveBeenCalled();
    expect(onPlace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('dot-7'));
    expect(onSelect).toHaveBeenCalledWith(dot);
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('colours a dot by its state', () => {
    render(
      <FloorPlanBoard
        imageUrl="/files/plan"
        dots={[{ ...dot, dot_id: 8, state: 'fault' }]}
        mode="view"
        onPlace={vi.fn()}
        onMove={vi.fn()}
        onSelect={vi.fn()}
      />,
      { wrapper: TestStyles },
    );
    expect(screen.getByTestId('dot-8').style.background).toBe('rgb(250, 140, 22)');
  });
});
