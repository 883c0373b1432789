import * as shared from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { confirmReasonRows } from './confirm-reasons';
import { enumTables } from './enums';

/**
 * Issue 28: an enum value shown in English is a name ("Fire alarm", "Hidden danger"), never a lower-case word.
 * Derived from the tables themselves, so a new table or entry is covered: every code table the server seeds
 * (enum/list), the handling reasons, and every label table of the shared contract (an object or array entry with
 * `zh` and `en`). The catalogue's messages are left out: their texts are the spec's, sentences not names.
 */
const messageExport = /Messages?$|^errorCatalogue$|Exists$|^systemHasDevices$|^HYDRANT_EQUIPMENT_NAME$/;

type Found = { where: string; en: string };

const labelsIn = (value: unknown, where: string, depth = 0): Found[] => {
  if (depth > 4 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => labelsIn(item, `${where}[${index}]`, depth + 1));
  const record = value as Record<string, unknown>;
  const own = typeof record.en === 'string' && typeof record.zh === 'string' ? [{ where, en: record.en }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, item]) => labelsIn(item, `${where}.${key}`, depth + 1))];
};

const lowerCase = (found: Found[]) => found.filter((label) => /^[a-z]/.test(label.en));

describe('enum labels in English', () => {
  it('start with a capital in every code table the server seeds', () => {
    const rows = Object.entries(enumTables).flatMap(([table, entries]) =>
      entries.map(([id, , en]) => ({ where: `${table} ${id}`, en })),
    );
    expect(rows.length).toBeGreaterThan(200);
    expect(lowerCase(rows)).toEqual([]);
  });

  it('start with a capital in the handling reasons', () => {
    const rows = confirmReasonRows.map(([category, type, , en]) => ({ where: `${category} ${type}`, en }));
    expect(lowerCase(rows)).toEqual([]);
  });

  it('start with a capital in every label table of the shared contract', () => {
    const found = Object.entries(shared)
      .filter(([name]) => !messageExport.test(name))
      .flatMap(([name, value]) => labelsIn(value, name));
    expect(found.map((label) => label.where)).toEqual(
      expect.arrayContaining(['statusCategoryLabels.yinhuan', 'unitStateLabels.fire', 'operationBits[1]']),
    );
    expect(lowerCase(found)).toEqual([]);
  });
});
