import path from 'node:path';

/**
 * The names the table in docs/architecture.md ("Names") rules out, the one list the lint rule `fireline/names` reads.
 * `as`: where the name is refused — `identifier` (a binding, property or JSX name; snake_case wire fields are never
 * checked), `file` (a file's or folder's name without its extensions), `key` (the start of an i18n key in a string);
 * `only`: the repository folder it applies to, when not everywhere.
 */
export const forbiddenNames = [
  { name: 'accountMessages', use: 'userMessages', as: ['identifier'] },
  { name: 'createAccount', use: 'createUser', as: ['identifier'] },
  { name: 'accounts', use: 'users', as: ['file'] },
  { name: 'bindingOrgKinds', use: 'districtOrgKinds', as: ['identifier'] },
  { name: 'actForBindingOrg', use: 'actForDistrictOrg', as: ['identifier'] },
  { name: 'facilities', use: 'equipment', as: ['identifier', 'file'] },
  { name: 'facility', use: 'equipment', as: ['identifier', 'file'] },
  { name: 'FacilitySelect', use: 'EquipmentSelect', as: ['identifier'] },
  { name: 'facilityMessages', use: 'equipmentMessages', as: ['identifier'] },
  { name: 'seedDemoFacilities', use: 'seedDemoEquipment', as: ['identifier'] },
  { name: 'alarms', use: 'events', as: ['file'] },
  { name: 'alarms.', use: 'events.', as: ['key'] },
  { name: 'alarmMessages', use: 'eventMessages', as: ['identifier'] },
  { name: 'alarmsEnUS', use: 'eventsEnUS', as: ['identifier'] },
  { name: 'alarmsZhCN', use: 'eventsZhCN', as: ['identifier'] },
  { name: 'AlarmListPage', use: 'EventListPage', as: ['identifier', 'file'] },
  { name: 'AlarmDetailPage', use: 'EventDetailPage', as: ['identifier', 'file'] },
  { name: 'HistoryAlarmPage', use: 'EventHistoryPage', as: ['identifier', 'file'] },
  { name: 'HydrantAlarmListPage', use: 'HydrantEventListPage', as: ['identifier', 'file'] },
  { name: 'DangerFrame', use: 'HazardFrame', as: ['identifier', 'file'] },
  { name: 'danger', use: 'hazard', as: ['file'] },
  { name: 'caredId', use: 'unitId', as: ['identifier'], only: 'apps/server' },
  { name: 'caredIds', use: 'unitIds', as: ['identifier'], only: 'apps/server' },
  { name: 'companyCaredId', use: 'unitId', as: ['identifier'], only: 'apps/server' },
  { name: 'companyCaredIds', use: 'unitIds', as: ['identifier'], only: 'apps/server' },
];

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The entries that apply to a file, by kind. */
const entriesFor = (filename) => {
  const relative = path.relative(repoRoot, filename).split(path.sep).join('/');
  const applies = forbiddenNames.filter((entry) => !entry.only || relative.startsWith(`${entry.only}/`));
  const of = (kind) => applies.filter((entry) => entry.as.includes(kind));
  return { relative, identifier: of('identifier'), file: of('file'), key: of('key') };
};

/** @type {import('eslint').Rule.RuleModule} */
export const names = {
  meta: {
    type: 'problem',
    messages: { name: "'{{name}}' is not this concept's name: use '{{use}}' (docs/architecture.md \"Names\")." },
    schema: [],
  },
  create(context) {
    const { relative, identifier, file, key } = entriesFor(context.filename);
    const report = (node, entry) => context.report({ node, messageId: 'name', data: entry });
    const checkName = (node) => {
      const entry = identifier.find((candidate) => candidate.name === node.name);
      if (entry) report(node, entry);
    };
    const checkText = (node, text) => {
      const entry = key.find((candidate) => text.startsWith(candidate.name));
      if (entry) report(node, entry);
    };
    return {
      Program(node) {
        const segments = relative.split('/').map((segment) => segment.replace(/\..*$/, ''));
        const entry = file.find((candidate) => segments.includes(candidate.name));
        if (entry) report(node, entry);
      },
      Identifier: checkName,
      JSXIdentifier: checkName,
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateLiteral(node) {
        checkText(node, node.quasis[0].value.cooked ?? '');
      },
    };
  },
};
