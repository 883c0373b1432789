import { describe, expect, it } from 'vitest';
import { toBuildingBody } from './building-form';

describe('building form body', () => {
  it('trims text and leaves empty fields out of a new building', () => {
    const body = toBuildingBody(
      { building_name: '  A 座 ', address: '', building_height: 23.5, ongrounder_floors: 5 },
      'new',
    );
    expect(body).toEqual({ building_name: 'A 座', building_height: 23.5, ongrounder_floors: 5 });
  });

  it('clears emptied fields on edit and never sends the floor counts', () => {
    const body = toBuildingBody(
      { building_name: 'A 座', address: '', ongrounder_floors: 9, max_population: 1200 },
      'edit',
    );
    expect(body).toMatchObject({ building_name: 'A 座', address: null, max_population: 1200 });
    expect(body).not.toHaveProperty('ongrounder_floors');
    expect(body).not.toHaveProperty('underground_floors');
  });
});
