import type { RepairStep, RepairTask, RepairTaskDetail } from '@fireline/shared';
import type { Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { repairAbilities } from './repair-abilities';
import { selectNames, selectRepairSteps, selectSourceLink, type RepairFound } from './repair.repo';

const epoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** Tasks as answered: names of people and files in two queries for the page, and what the caller may do now. */
export const presentRepairTasks = async (db: DbOrTx, caller: Caller, rows: RepairFound[]): Promise<RepairTask[]> => {
  const tasks = rows.map((row) => row.task);
  const names = await selectNames(
    db,
    tasks.flatMap((task) => [task.relatedRespUid, task.createrId, ...task.relatedPartUser]),
    tasks.flatMap((task) => [...task.taskConfirmGraph, ...task.attachments]),
  );
  const file = (fileId: string) => ({ file_id: fileId, name: names.file.get(fileId) ?? fileId });
  return rows.map(({ task, projectName, maintName, caredName }) => ({
    id: task.id,
    task_name: task.taskName,
    project_id: task.projectId,
    contract_id: task.contractId,
    company_maint_id: task.companyMaintId,
    company_cared_id: task.unitId,
    enum_task_origin: { id: task.enumTaskOrigin },
    enum_task_type: { id: task.enumTaskType },
    enum_task_status: { id: task.enumTaskStatus },
    thing_id: task.thingId,
    thing_type: task.thingType,
    event_id: task.eventId,
    equip_id: task.equipId,
    creater_id: task.createrId,
    mt_task_confirm: { fault_desc: task.faultDesc },
    source_id: task.sourceId,
    project_name: projectName,
    company_maint_name: maintName,
    company_cared_name: caredName,
    department_id: task.departmentId,
    enum_task_level: task.enumTaskLevel,
    equip_name: task.equipName,
    facility_address: task.facilityAddress,
    facility_fault_desc: task.faultDesc,
    remark: task.remark,
    enum_maint_status: task.enumTaskStatus as RepairTask['enum_maint_status'],
    related_resp_uid: task.relatedRespUid,
    related_resp_name: task.relatedRespUid ? (names.person.get(task.relatedRespUid) ?? '') : '',
    related_part_user: task.relatedPartUser,
    related_part_names: task.relatedPartUser.map((uid) => names.person.get(uid) ?? ''),
    finish_time: epoch(task.finishedAt),
    test_result: task.testResult,
    task_confirm_graph: task.taskConfirmGraph.map(file),
    attachments: task.attachments.map(file),
    creater_name: names.person.get(task.createrId) ?? '',
    create_time: epoch(task.createdAt)!,
    can: repairAbilities(caller, task),
  }));
};

/** One task with its steps: its creation (from the row), then every recorded step with who and when. */
export const presentRepairDetail = async (
  db: DbOrTx,
  caller: Caller,
  found: RepairFound,
): Promise<RepairTaskDetail> => {
  const [task] = await presentRepairTasks(db, caller, [found]);
  const recorded = await selectRepairSteps(db, found.task.id);
  const steps: RepairStep[] = [
    { action: 'create', uid: task!.creater_id, name: task!.creater_name, time: task!.create_time, remark: '' },
    ...recorded.map(({ step, name }) => ({
      action: step.action as RepairStep['action'],
      uid: step.userId,
      name,
      time: epoch(step.createdAt)!,
      remark: step.remark,
    })),
  ];
  return { ...task!, steps, source_link: await selectSourceLink(db, found.task) };
};
