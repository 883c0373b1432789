import type { PermissionNode } from '@fireline/shared';
import { Button, ConfigProvider, Space, Tag, Tree, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/en-US';
import { offeredCatalogue, tick, untick } from '../permission-tree';

type TreeItem = { key: string; title: ReactNode; disableCheckbox: boolean; children: TreeItem[] };

const typeColours: Record<PermissionNode['type'], string> = {
  'left-nav': 'blue',
  'header-nav': 'cyan',
  'company-list': 'purple',
  button: 'default',
};

const allIds = (nodes: PermissionNode[]): string[] =>
  nodes.flatMap((node) => [node.id, ...allIds(node.children ?? [])]);

/**
 * The permission catalogue as a checkable tree (left-nav, header-nav, company-list and button nodes), without the
 * areas not built yet (nothing to open there: not offered). A node the editor lacks cannot be ticked, as the server
 * would refuse it, unless the role holds it already (then it may be unticked).
 */
export const PermissionTree = ({
  checked,
  onChange,
  canGrant,
  isReadOnly,
}: {
  checked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  canGrant: (id: string) => boolean;
  isReadOnly: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState<string[]>([]);
  // Fixed at first render: a node held then stays untickable-but-clearable even once cleared in this edit.
  const [heldAtStart] = useState(() => new Set(checked));
  const isLocked = (id: string) => isReadOnly || (!canGrant(id) && !heldAtStart.has(id));

  const toItems = (nodes: PermissionNode[]): TreeItem[] =>
    nodes.map((node) => {
      const locked = isLocked(node.id);
      return {
        key: node.id,
        disableCheckbox: locked,
        title: (
          <Space size={6} data-testid={`perm-${node.id}`}>
            <Typography.Text>{i18n.language === 'en' ? node.en : node.zh}</Typography.Text>
            <Tag color={typeColours[node.type]} variant="outlined">
              {t(`roles.type.${node.type}` as MessageKey)}
            </Tag>
            {!isReadOnly && locked && <Typography.Text type="warning">{t('roles.tree.notHeld')}</Typography.Text>}
          </Space>
        ),
        children: toItems(node.children ?? []),
      };
    });

  return (
    // Folding stays usable on a read-only role (a disabled form would disable these buttons too).
    <ConfigProvider componentDisabled={false}>
      <div data-testid="permission-tree">
        <Space style={{ marginBottom: 8 }}>
          <Button size="small" onClick={() => setExpanded(allIds(offeredCatalogue))} data-testid="perm-expand-all">
            {t('roles.tree.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('roles.tree.collapseAll')}
          </Button>
        </Space>
        <Tree
          checkable
          checkStrictly
          selectable={false}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          checkedKeys={[...checked]}
          onCheck={(_, info) => {
            const id = String(info.node.key);
            onChange(info.checked ? tick(checked, id, canGrant) : untick(checked, id));
          }}
          treeData={toItems(offeredCatalogue)}
        />
      </div>
    </ConfigProvider>
  );
};
