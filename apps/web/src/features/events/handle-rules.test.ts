import { beforeAll, describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { buildLoginAnswer } from '../../lib/test-fixtures';
import type { EventRecord, RepairContractOption } from './api';
import {
  buildHandlePayload,
  buildRepairPayload,
  canApplyRepair,
  dealErrors,
  facilityAddress,
  handlingTypesFor,
  isProcessed,
  isSingleEventId,
  personChoiceError,
  repairErrors,
  repairFormTarget,
  shieldErrors,
  shieldHours,
} from './handle-rules';
import { repairCaredUnit } from '../repair';

const event = {
  id: 41,
  device_name: '3层 东侧走廊 烟感',
  building: { id: 1, name: 'A 座' },
  floor: { id: 5, name: '3层' },
  anzhuang_address: '东侧走廊吊顶',
  location: '东侧走廊',
  thing_id: 905,
  thing_type: 'info_device_component',
  system_type: 1,
  company_id: 2,
} satisfies Partial<EventRecord>;

describe('deal-info dialog rules', () => {
  beforeAll(() => saveSession(buildLoginAnswer(['alarmdeal'], { utc_offset_minutes: 480 })));

  it('requires a handling type', () => {
    expect(dealErrors({ remark: '' })).toEqual({ confirmType: 'events.deal.typeRequired' });
    expect(dealErrors({ confirmType: 1 })).toEqual({});
  });

  it('refuses a remark over 200 characters and accepts exactly 200', () => {
    expect(dealErrors({ confirmType: 2, remark: 'x'.repeat(201) })).toEqual({ remark: 'events.deal.remarkOver' });
    expect(dealErrors({ confirmType: 2, remark: 'x'.repeat(200) })).toEqual({});
  });

  it('asks for the maintenance company when apply-repair is ticked', () => {
    expect(dealErrors({ confirmType: 3, isApplyRepair: true })).toEqual({
      companyMaintId: 'events.repair.companyRequired',
    });
    expect(dealErrors({ confirmType: 3, isApplyRepair: true, companyMaintId: 5 })).toEqual({});
  });

  it('offers the handling types of the category', () => {
    expect(handlingTypesFor('fire')).toEqual([1, 2, 8]);
    expect(handlingTypesFor('fault')).toEqual([3, 2, 8]);
    expect(handlingTypesFor('abnormal')).toEqual([12, 2, 8]);
    expect(handlingTypesFor('video')).toEqual([12, 2, 8]);
  });

  it('treats only a never-handled event (confirm type 0) as unprocessed: any handling, a real fire too, processes it', () => {
    expect(isProcessed(0)).toBe(false);
    expect([1, 2, 3, 4, 8, 12].map(isProcessed)).toEqual([true, true, true, true, true, true]);
  });

  it('reloads reasons only for one event id', () => {
    expect(isSingleEventId('41')).toBe(true);
    expect(isSingleEventId('41,42')).toBe(false);
    expect(isSingleEventId('')).toBe(false);
  });

  it('refuses a department node of the person tree', () => {
    expect(personChoiceError({ type: 'dept' })).toBe('events.deal.selectPerson');
    expect(personChoiceError({ type: 'user' })).toBeUndefined();
  });

  it('enables apply-repair only with the permission, type fault 3, one source event and no earlier application', () => {
    const base = {
      hasPermission: true,
      confirmType: 3,
      statusCategory: 'fault',
      eventId: '41',
      isAlreadyApplied: false,
    };
    expect(canApplyRepair(base)).toBe(true);
    expect(canApplyRepair({ ...base, hasPermission: false })).toBe(false);
    expect(canApplyRepair({ ...base, confirmType: 2 })).toBe(false);
    expect(canApplyRepair({ ...base, statusCategory: 'fire', confirmType: 1 })).toBe(false);
    expect(canApplyRepair({ ...base, eventId: '41,42' })).toBe(false);
    expect(canApplyRepair({ ...base, isAlreadyApplied: true })).toBe(false);
  });

  it("builds the handle-event payload with the handler and the time on the site's clock (UTC+8)", () => {
    const payload = buildHandlePayload({
      eventIds: [41, 42],
      confirmType: 2,
      reasonId: 9,
      remark: ' 误报，已复位 ',
      processor: { id: 7, name: '王值班' },
      isConfirmHistory: true,
      annexIds: ['f1'],
      now: new Date(Date.UTC(2026, 10, 23, 1, 5, 7)),
    });
    expect(payload).toEqual({
      enum_confirm_type: 2,
      confirm_desc: '误报，已复位',
      event_id: '41,42',
      confirm_user_id: 7,
      confirm_user_name: '王值班',
      accept_end_time: '2026-11-23 09:05:07',
      is_confirm_history: 1,
      enum_confirm_reason: 9,
      annex_ids: ['f1'],
    });
    const bare = buildHandlePayload({
      eventIds: [41],
      confirmType: 1,
      processor: { id: 7, name: '王值班' },
      isConfirmHistory: false,
      annexIds: [],
      now: new Date(Date.UTC(2026, 0, 1, 19, 4, 5)),
    });
    expect(bare).toEqual({
      enum_confirm_type: 1,
      confirm_desc: '',
      event_id: '41',
      confirm_user_id: 7,
      confirm_user_name: '王值班',
      accept_end_time: '2026-01-02 03:04:05',
      is_confirm_history: 0,
    });
  });
});

describe('repair request rules', () => {
  it('requires the maintenance company and the fault description', () => {
    expect(repairErrors({ faultDesc: '  ' })).toEqual({
      companyMaintId: 'events.repair.companyRequired',
      faultDesc: 'events.repair.faultDescRequired',
    });
    expect(repairErrors({ companyMaintId: 5, faultDesc: '烟感故障' })).toEqual({});
  });

  it('navigates to the new repair form with uid, company_maint_id, equip_name and the joined facility address', () => {
    const target = repairFormTarget({ uid: 7, companyMaintId: 5, event });
    const url = new URL(target, 'http://x');
    expect(url.pathname).toBe('/vyborg/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'new',
      uid: '7',
      company_maint_id: '5',
      equip_name: '3层 东侧走廊 烟感',
      facility_address: 'A 座 3层 东侧走廊吊顶',
      event_id: '41',
    });
    expect(
      facilityAddress({ building: null, floor: { id: 2, name: '2层' }, anzhuang_address: null, location: '配电间' }),
    ).toBe('2层 配电间');
  });

  it('builds the nested mt_task payload', () => {
    const option: RepairContractOption = {
      is_active: 1,
      project_id: 11,
      contract_id: 12,
      company_maint_id: 5,
      company_cared_id: 2,
      company_name: '安泰消防维保有限公司',
      project_name: '华鼎年度维保',
    };
    expect(buildRepairPayload({ event, option, faultDesc: ' 探头脏污 ', createrId: 7, faultWord: '故障' })).toEqual({
      mt_task: {
        task_name: '3层 东侧走廊 烟感故障',
        project_id: 11,
        company_maint_id: 5,
        company_cared_id: 2,
        contract_id: 12,
        enum_task_origin: { id: 3 },
        enum_task_type: { id: 2 },
        enum_task_status: { id: 1 },
        thing_id: 905,
        thing_type: 1,
        event_id: 41,
        equip_id: -1,
        creater_id: 7,
      },
      mt_task_confirm: { fault_desc: '探头脏污' },
    });
  });

  it('takes the cared unit from a cared user, else from the event', () => {
    expect(repairCaredUnit({ company_type: 'info_company_cared', company_id: 9 }, event)).toBe(9);
    expect(repairCaredUnit({ company_type: 'info_center', company_id: 1 }, event)).toBe(2);
  });
});

describe('shield rules', () => {
  it('needs a reason of at most 50 characters', () => {
    expect(shieldErrors({ reason: '' })).toEqual({ reason: 'events.shield.reasonRequired' });
    expect(shieldErrors({ reason: 'x'.repeat(51) })).toEqual({ reason: 'events.shield.reasonOver' });
    expect(shieldErrors({ reason: 'x'.repeat(50) })).toEqual({});
  });

  it('uses the preset hours or the custom value, 999 by default', () => {
    expect(shieldHours(24)).toBe(24);
    expect(shieldHours('custom', 48)).toBe(48);
    expect(shieldHours('custom')).toBe(999);
  });
});
