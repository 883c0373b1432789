import {
  ErrorCodes,
  hazardDescription,
  hazardMessages,
  hazardStatus,
  openHazardStatuses,
  repairOrigins,
  unitOwnKinds,
  type Lang,
  type HazardBody,
  type HazardFullInfo,
  type HazardNode,
  type HazardRecord,
  type HazardRow as HazardRowAnswer,
  type UpdateHazardBody,
} from '@fireline/shared';
import { requireAccess, requireAccessTo, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { requireUploadedFiles } from '../../core/file-refs';
import type { DbOrTx } from '../../db/client';
import { presentFile } from '../files';
import { repairTasksOfSources } from '../repair';
import { announce, examinersOf, queueHazardPushes, type HazardDeps } from './hazard-notify';
import { abilitiesOf, fieldError, requireStep, wrongStep } from './hazard-rules';
import {
  advanceHazard,
  deleteReportedHazard,
  findHazard,
  findHazardIdByEvent,
  insertHazard,
  insertNode,
  selectNamedHazard,
  selectNodes,
  selectOrgUsers,
  selectPlace,
  selectUserNames,
  type NamedHazard,
} from './hazards.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
const epochOrNull = (date: Date | null) => (date ? epoch(date) : null);
const named = (id: number | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** Who asks, in which language (hazardCallerOf): descriptions raised from alarms are read in it. */
export type HazardCaller = Caller & { lang?: Lang };

/** A hazard as the lists answer it, in the caller's language. */
export const presentHazardRow = (row: NamedHazard, lang: Lang = 'zh'): HazardRowAnswer => {
  const { hazard } = row;
  return {
    id: hazard.id,
    company_id: hazard.companyId,
    company_name: row.companyName ?? '',
    building_id: hazard.buildingId,
    building_name: row.buildingName ?? '',
    floor_id: hazard.floorId,
    floor_name: row.floorName ?? '',
    location: hazard.location,
    description: hazardDescription({ description: hazard.description, alarm_type: hazard.alarmType }, lang),
    level: hazard.level,
    source: hazard.source as HazardRowAnswer['source'],
    enum_hazard_status: { id: hazard.status },
    deadline: epochOrNull(hazard.deadline),
    overdue_time: epochOrNull(hazard.overdueAt),
    is_overdue: hazard.overdueAt !== null && (openHazardStatuses as readonly number[]).includes(hazard.status),
    reporter: named(hazard.reporterId, row.reporterName),
    designated_company: named(hazard.designatedCompanyId, row.designatedCompanyName),
    designated_user: named(hazard.designatedUserId, row.designatedUserName),
    create_time: epoch(hazard.createdAt),
    update_time: epoch(hazard.updatedAt),
  };
};

/** The whole record of one hazard, with the caller's abilities. */
export const loadHazardRecord = async (db: DbOrTx, caller: HazardCaller, id: number): Promise<HazardRecord> => {
  const row = await selectNamedHazard(db, id);
  if (!row) throw new AppError(ErrorCodes.noData);
  const { hazard } = row;
  const respNames = await selectUserNames(db, hazard.respUids);
  return {
    ...presentHazardRow(row, caller.lang),
    plan_x: hazard.planX,
    plan_y: hazard.planY,
    floor_plan: row.planFileId ? presentFile(row.planFileId) : null,
    photos: hazard.photoIds.map(presentFile),
    event_id: hazard.eventId,
    patrol:
      hazard.patrolRecordId !== null && hazard.patrolItemId !== null
        ? {
            record_id: hazard.patrolRecordId,
            site_id: hazard.patrolSiteId,
            site_name: hazard.patrolSiteName ?? '',
            item_id: hazard.patrolItemId,
            item_name: hazard.patrolItemName ?? '',
          }
        : null,
    maint:
      hazard.maintTaskId !== null && hazard.maintTaskItemId !== null
        ? { task_id: hazard.maintTaskId, item_id: hazard.maintTaskItemId }
        : null,
    repair: (await repairTasksOfSources(db, repairOrigins.hazard, [hazard.id])).get(hazard.id) ?? null,
    contract_id: hazard.contractId,
    resp_users: hazard.respUids.map((uid) => ({ id: uid, name: respNames.get(uid) ?? '' })),
    reject_reason: hazard.rejectReason,
    close_time: epochOrNull(hazard.closedAt),
    abilities: abilitiesOf(caller, hazard),
  };
};

/** A hazard the caller reaches: 9995 unknown, 9993 another unit's. */
export const requireHazard = async (db: DbOrTx, caller: Caller, id: number) => {
  await requireAccessTo(db, caller, { kind: 'hazard', id, field: 'id' });
  const hazard = await findHazard(db, id);
  if (!hazard) throw new AppError(ErrorCodes.noData);
  return hazard;
};

/** The unit's people among the ids (all of them, or 8996 naming the field). */
export const requireUnitUsers = async (db: DbOrTx, companyId: number, ids: readonly number[], field: string) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await selectOrgUsers(db, { orgId: companyId, ids: unique });
  if (found.length !== unique.length) throw fieldError(ErrorCodes.paramValue, field, hazardMessages.notUnitUser);
  return unique;
};

/** The place, the plan point, the photos, the deadline and the people of a report, checked against its unit. */
const checkReport = async (db: DbOrTx, companyId: number, body: HazardBody) => {
  const buildingId = body.building_id ?? null;
  const floorId = body.floor_id ?? null;
  if (floorId && !buildingId)
    throw fieldError(ErrorCodes.paramRequired, 'building_id', { zh: '请选择建筑', en: 'choose the building' });
  if (buildingId) {
    const place = await selectPlace(db, { buildingId, floorId });
    if (!place || place.building.companyId !== companyId)
      throw fieldError(ErrorCodes.paramValue, 'building_id', {
        zh: '不是该单位的建筑',
        en: 'not a building of the unit',
      });
    if (floorId && place.floor?.buildingId !== buildingId)
      throw fieldError(ErrorCodes.paramValue, 'floor_id', {
        zh: '不是该建筑的楼层',
        en: 'not a floor of the building',
      });
  }
  const hasX = body.plan_x !== undefined && body.plan_x !== null;
  const hasY = body.plan_y !== undefined && body.plan_y !== null;
  if (hasX !== hasY || (hasX && !floorId)) throw fieldError(ErrorCodes.paramValue, 'plan_x', hazardMessages.planPoint);
  if (body.deadline && body.deadline * 1000 <= Date.now())
    throw fieldError(ErrorCodes.paramValue, 'deadline', hazardMessages.deadlinePast);
  await requireUploadedFiles(db, { photo_ids: body.photo_ids });
  const respUids = await requireUnitUsers(db, companyId, body.resp_uids, 'resp_uids');
  return {
    buildingId,
    floorId,
    planX: hasX ? body.plan_x! : null,
    planY: hasY ? body.plan_y! : null,
    location: body.location,
    description: body.description,
    level: body.level,
    photoIds: body.photo_ids,
    deadline: body.deadline ? new Date(body.deadline * 1000) : null,
    respUids,
  };
};

const requireDescription = (body: HazardBody) => {
  if (!body.description)
    throw fieldError(ErrorCodes.paramRequired, 'description', { zh: '请描述隐患', en: 'describe the hazard' });
};

/** POST patrol/hazard/info: a hazard reported by hand, waiting for the unit's confirmation. */
export const reportHazard = async (deps: HazardDeps, options: { caller: Caller; body: HazardBody }) => {
  const { caller, body } = options;
  const { db } = deps;
  requireDescription(body);
  await requireAccess(db, caller, { kind: 'unit', ids: body.company_id, orgKinds: unitOwnKinds, field: 'company_id' });
  const fields = await checkReport(db, body.company_id, body);
  const { created, pushed } = await db.transaction(async (tx) => {
    const row = await insertHazard(tx, {
      ...fields,
      companyId: body.company_id,
      source: 'manual',
      status: hazardStatus.reported,
      reporterId: caller.session.userId,
    });
    await insertNode(tx, {
      hazardId: row.id,
      step: 'report',
      userId: caller.session.userId,
      detail: { source: 'manual' },
    });
    const recipients = (await examinersOf(tx, row.companyId)).filter((uid) => uid !== caller.session.userId);
    const withNames = await selectNamedHazard(tx, row.id);
    const userIds = await queueHazardPushes(tx, [
      { userIds: recipients, kind: 'reported', hazard: row, companyName: withNames?.companyName ?? '' },
    ]);
    return { created: row, pushed: userIds };
  });
  await announce(deps, pushed);
  return loadHazardRecord(db, caller, created.id);
};

/** PUT patrol/hazard/info: the report changed while it waits for confirmation; its unit stays. */
export const changeHazard = async (db: DbOrTx, options: { caller: Caller; body: UpdateHazardBody }) => {
  const { caller, body } = options;
  requireDescription(body);
  const hazard = await requireHazard(db, caller, body.id);
  requireStep(caller, hazard, 'can_edit');
  if (body.company_id !== hazard.companyId)
    throw fieldError(ErrorCodes.paramValue, 'company_id', { zh: '不能更换单位', en: 'the unit cannot change' });
  const fields = await checkReport(db, hazard.companyId, body);
  await db.transaction(async (tx) => {
    // The description as written now, in the writer's words: no longer composed from an alarm's type.
    const moved = await advanceHazard(tx, {
      id: hazard.id,
      from: hazardStatus.reported,
      values: { ...fields, alarmType: null },
    });
    if (!moved) throw wrongStep();
    await insertNode(tx, { hazardId: hazard.id, step: 'edit', userId: caller.session.userId });
  });
  return loadHazardRecord(db, caller, hazard.id);
};

/** DELETE patrol/hazard/info: a report by hand withdrawn before confirmation. */
export const removeHazard = async (db: DbOrTx, options: { caller: Caller; id: number }) => {
  const hazard = await requireHazard(db, options.caller, options.id);
  requireStep(options.caller, hazard, 'can_delete');
  if (hazard.source !== 'manual') throw wrongStep();
  const removed = await deleteReportedHazard(db, hazard.id, hazardStatus.reported);
  if (!removed) throw wrongStep();
  return { id: hazard.id };
};

/** GET patrol/hazard/info: by id, or the hazard raised from an alarm event (9995 while there is none). */
export const getHazard = async (db: DbOrTx, options: { caller: Caller; id?: number; eventId?: number }) => {
  const { caller } = options;
  if (options.eventId) {
    await requireAccess(db, caller, { kind: 'event', ids: options.eventId, field: 'event_id' });
    const id = await findHazardIdByEvent(db, options.eventId);
    if (!id) throw new AppError(ErrorCodes.noData);
    return loadHazardRecord(db, caller, id);
  }
  if (!options.id) throw fieldError(ErrorCodes.paramRequired, 'id', { zh: '缺少隐患', en: 'hazard missing' });
  await requireHazard(db, caller, options.id);
  return loadHazardRecord(db, caller, options.id);
};

/** GET patrol/hazard/full_info_by_thingid: the hazard and its nodes, oldest first. */
export const getHazardFullInfo = async (
  db: DbOrTx,
  options: { caller: Caller; id: number },
): Promise<HazardFullInfo> => {
  await requireHazard(db, options.caller, options.id);
  const [hazard, nodes] = await Promise.all([
    loadHazardRecord(db, options.caller, options.id),
    selectNodes(db, options.id),
  ]);
  return {
    hazard,
    nodes: nodes.map(({ node, userName }) => ({
      id: node.id,
      step: node.step as HazardNode['step'],
      result: (node.result as HazardNode['result']) ?? null,
      user: node.userId ? { id: node.userId, name: userName ?? '' } : null,
      comment: node.comment,
      photos: node.photoIds.map(presentFile),
      detail: node.detail as HazardNode['detail'],
      create_time: epoch(node.createdAt),
    })),
  };
};
