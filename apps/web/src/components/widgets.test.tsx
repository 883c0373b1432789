import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmCancelled, confirmDialog } from './confirm-dialog';
import { createRepeatGuard, FloorChooser, floorHeight, type FloorItem } from './FloorChooser';
import { activeStripItem, NavigationStrip } from './NavigationStrip';
import { renderAt, setupDom } from './test-utils';

describe('floor chooser', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(cleanup);

  it('orders floors by height: F by number, a mezzanine above its floor, B below ground', () => {
    expect(floorHeight({ floor_type: 'F', floor_number: 3 })).toBe(3);
    expect(floorHeight({ floor_type: 'M', floor_number: 1 })).toBeGreaterThan(
      floorHeight({ floor_type: 'F', floor_number: 1 }),
    );
    expect(floorHeight({ floor_type: 'M', floor_number: 1 })).toBeLessThan(
      floorHeight({ floor_type: 'F', floor_number: 2 }),
    );
    expect(floorHeight({ floor_type: 'B', floor_number: 2 })).toBeLessThan(
      floorHeight({ floor_type: 'B', floor_number: 1 }),
    );
  });

  it('ignores the same floor chosen again within 500 ms', () => {
    let now = 0;
    const guard = createRepeatGuard(500, () => now);
    expect(guard(1)).toBe(true);
    now = 499;
    expect(guard(1)).toBe(false);
    expect(guard(2)).toBe(true);
    now = 900;
    expect(guard(2)).toBe(false);
    now = 1500;
    expect(guard(2)).toBe(true);
  });

  it('lists floors from the top and emits one choice for a double click', () => {
    const onChoose = vi.fn();
    const floor = (floor_id: number, floor_type: FloorItem['floor_type'], floor_number: number): FloorItem => ({
      floor_id,
      floor_name: `${floor_type}${floor_number}`,
      floor_type,
      floor_number,
    });
    renderAt(
      <FloorChooser
        floors={[floor(1, 'F', 1), floor(2, 'B', 1), floor(3, 'F', 2), floor(4, 'M', 1)]}
        activeId={1}
        onChoose={onChoose}
      />,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['F2', 'M1', 'F1', 'B1']);
    fireEvent.click(screen.getByRole('option', { name: 'F2' }));
    fireEvent.click(screen.getByRole('option', { name: 'F2' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(floor(3, 'F', 2));
  });
});

describe('navigation strip', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(cleanup);
  const items = [
    { id: 7, name: '1号楼' },
    { id: 9, name: '2号楼' },
  ];

  it('takes the active item from building_id, else the first', () => {
    expect(activeStripItem(items, '9')).toEqual(items[1]);
    expect(activeStripItem(items, null)).toEqual(items[0]);
    expect(activeStripItem(items, '404')).toEqual(items[0]);
  });

  it('shows delete icons only in edit mode and emits choose, remove and new', () => {
    const onChooseItem = vi.fn();
    const onRemoveItem = vi.fn();
    const onNew = vi.fn();
    renderAt(
      <NavigationStrip
        items={items}
        role="building"
        onChooseItem={onChooseItem}
        onRemoveItem={onRemoveItem}
        onNew={onNew}
      />,
      '/page?building_id=9',
    );
    expect(screen.getByRole('tab', { name: '2号楼' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('Delete 1号楼')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '1号楼' }));
    expect(onChooseItem).toHaveBeenCalledWith(items[0]);
    fireEvent.click(screen.getByRole('button', { name: /New/ }));
    expect(onNew).toHaveBeenCalled();
    cleanup();
    renderAt(
      <NavigationStrip
        items={items}
        role="firesystem"
        isEditing
        onChooseItem={onChooseItem}
        onRemoveItem={onRemoveItem}
      />,
    );
    fireEvent.click(screen.getByLabelText('Delete 2号楼'));
    expect(onRemoveItem).toHaveBeenCalledWith(items[1]);
  });

  it('offers an edit switch, names its own new button and keeps the query key it is given', () => {
    const onEditingChange = vi.fn();
    const onNew = vi.fn();
    renderAt(
      <NavigationStrip
        items={items}
        role="firesystem"
        queryKey="system_id"
        newLabel="New system"
        onChooseItem={vi.fn()}
        onNew={onNew}
        onEditingChange={onEditingChange}
      />,
      '/page?system_id=9&building_id=7',
    );
    expect(screen.getByRole('tab', { name: '2号楼' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /New system/ }));
    expect(onNew).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('strip-firesystem-edit'));
    expect(onEditingChange).toHaveBeenCalledWith(true);
    cleanup();
    renderAt(
      <NavigationStrip
        items={items}
        role="firesystem"
        isEditing
        onChooseItem={vi.fn()}
        onRemoveItem={vi.fn()}
        onEditingChange={onEditingChange}
      />,
    );
    expect(screen.getByTestId('strip-firesystem-edit').textContent).toContain('Done');
    fireEvent.click(screen.getByTestId('strip-firesystem-edit'));
    expect(onEditingChange).toHaveBeenLastCalledWith(false);
  });
});

describe('confirm dialog', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(cleanup);

  it('resolves on submit and rejects on cancel', async () => {
    const accepted = confirmDialog({ content: 'Delete this unit?' });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(accepted).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByText('Delete this unit?')).toBeNull());
    const refused = confirmDialog({ content: 'Delete that unit?' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(refused).rejects.toBeInstanceOf(ConfirmCancelled);
  });
});
