import type { OrgKind } from '@fireline/shared';

export type RoleDefinition = {
  code: string;
  name: string;
  engName: string;
  orgKind?: OrgKind;
  grants: string[];
  except?: string[];
};

/**
 * The role of the login account a regulatory centre gets when it is created with is_platform (spec 001 §3): the
 * centre's own administrator, who watches and keeps the centre's units and its people, but does not create other
 * district organisations (systemmanage-manage stays with the platform's administrator).
 */
export const centerAccountRole: RoleDefinition = {
  code: 'center_admin',
  name: '监管中心管理员',
  engName: 'Regulatory-centre administrator',
  orgKind: 'center',
  grants: [
    'home-center',
    'home-centerV2',
    'networkcompany',
    'district',
    'firecock',
    'statistic',
    'alarmdeal',
    'video',
    'resource',
    'notice',
    'risk',
    'systemmanage',
    'loginLog',
    'operationLog',
    // The centre's external systems and their keys (docs/third-party.md): its administrator's, not the watch's.
    'thirdsystem',
  ],
  except: ['systemmanage-manage', 'networkcompany-del', 'district-import'],
};

/**
 * What a reader of other organisations' units may not do to them (the engineer's and the authority's presets): make,
 * import, delete or bind units, import district organisations, and change a unit's archive, buildings, systems,
 * facilities and scenes.
 */
const unitArchiveWrites = [
  'networkcompany-new',
  'networkcompany-import',
  'networkcompany-del',
  'networkcompany-bind-handle',
  'district-import',
  'networkcompany-info-edit',
  'networkcompany-building-info-new',
  'networkcompany-building-info-del',
  'networkcompany-system-info-new',
  'networkcompany-system-info-del',
  'networkcompany-equipment-info-new',
  'networkcompany-equipment-info-edit',
  'networkcompany-equipment-info-del',
  'networkcompany-scene-info-new',
  'networkcompany-scene-info-edit',
  'networkcompany-scene-info-del',
];

/** The role presets of the organisation kinds, each with a permission tree fitting the work (docs/roles.md). */
export const rolePresets: RoleDefinition[] = [
  { code: 'admin_system', name: '系统管理员', engName: 'System administrator', grants: [] },
  {
    code: 'center_operator',
    name: '监控中心值班员',
    engName: 'Monitoring-centre operator',
    orgKind: 'center',
    grants: [
      'home-center',
      'home-centerV2',
      'networkcompany',
      'district',
      'firecock',
      'statistic',
      'alarmdeal',
      'video',
      'resource',
      'notice',
      'risk',
      'systemmanage-internet',
      'systemmanage-basic',
      'systemmanage-setup',
      'loginLog',
      'operationLog',
    ],
    // The centre's own archive is its administrator's to change (center_admin), not the watch's.
    except: [
      'networkcompany-new',
      'networkcompany-import',
      'networkcompany-del',
      'networkcompany-bind-handle',
      'district-import',
      'systemmanage-basic-edit',
    ],
  },
  {
    code: 'cared_manager',
    name: '单位消防安全管理人',
    engName: 'Unit safety manager',
    orgKind: 'cared',
    grants: [
      'home-company',
      'networkcompany',
      'patrol',
      'danger',
      'alarmdeal',
      'vyborg-contract',
      'vyborg-task',
      // The fire safety director's view of the unit (消防安全负责人, docs/maintenance.md).
      'vyborg-adim',
      'vyborg-report',
      'vyborg-repair',
      'vyborg-repair-report',
      'repair',
      'notice',
      'risk',
      'systemmanage-basic',
      'systemmanage-account',
      'systemmanage-department',
      'systemmanage-post',
      'systemmanage-belongs',
      'systemmanage-role',
      'systemmanage-setup',
      'systemmanage-log',
      'systemmanage-eventForward',
    ],
    // Unregistered devices belong to no unit: the centre's list, not a unit's (docs/ingest.md).
    except: [
      'networkcompany-new',
      'networkcompany-import',
      'networkcompany-del',
      'networkcompany-key_unit',
      'networkcompany-small_venue',
      'networkcompany-family',
      'networkcompany-micro_station',
      'networkcompany-control_room',
      'alarmdeal-unregistered',
    ],
  },
  {
    code: 'maint_engineer',
    name: '维保工程师',
    engName: 'Maintenance engineer',
    orgKind: 'maint',
    grants: ['maint_home', 'vyborg', 'repair', 'networkcompany', 'danger-list', 'danger-dispose', 'notice'],
    // A client unit's people are the unit's and its centre's to keep.
    except: [...unitArchiveWrites, 'networkcompany-user-edit'],
  },
  {
    code: 'authority_user',
    name: '消防监管人员',
    engName: 'Fire-authority officer',
    orgKind: 'authority',
    grants: ['home-authority', 'networkcompany', 'district', 'statistic', 'danger', 'firecock', 'notice', 'risk'],
    except: [
      ...unitArchiveWrites,
      'networkcompany-device-command',
      // Read-only for the units' archives (issue 28): the tabs open, their writes do not.
      'networkcompany-device-info-new',
      'networkcompany-device-info-edit',
      'networkcompany-device-info-del',
      'networkcompany-user-edit',
      'networkcompany-maint-edit',
      'networkcompany-adim-task',
      // An authority follows the units' hazards; reporting and working them is the units' and their contractors'.
      'danger-new',
      'danger-handle',
      'danger-dispose',
    ],
  },
];
