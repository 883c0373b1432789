import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { PeopleTreeNode } from '../api';
import { childrenOf } from '../handle-rules';

type TreeItem = { title: string; value: string; key: string; children?: TreeItem[] };

const nodeValue = (node: Pick<PeopleTreeNode, 'type' | 'id'>) => `${node.type}:${node.id}`;

const toTree = (nodes: PeopleTreeNode[]): TreeItem[] =>
  nodes.map((node) => {
    const children = childrenOf(node);
    return {
      title: node.name,
      value: nodeValue(node),
      key: nodeValue(node),
      children: children.length ? toTree(children) : undefined,
    };
  });

const findByValue = (nodes: PeopleTreeNode[], value: string): PeopleTreeNode | undefined => {
  for (const node of nodes) {
    if (nodeValue(node) === value) return node;
    const found = findByValue(childrenOf(node), value);
    if (found) return found;
  }
  return undefined;
};

type Props = {
  nodes: PeopleTreeNode[];
  value?: PeopleTreeNode;
  placeholder?: string;
  loading?: boolean;
  /** Called with the picked node, department nodes included: the caller refuses them with its message. */
  onPick: (node: PeopleTreeNode) => void;
};

/** The department-and-user tree selector of spec 000 §5 (departments are shown but are not a valid choice). */
export const PersonTreeSelect = ({ nodes, value, placeholder, loading, onPick }: Props) => {
  const treeData = useMemo(() => toTree(nodes), [nodes]);
  return (
    <TreeSelect
      data-testid="deal-processor"
      showSearch
      allowClear={false}
      treeDefaultExpandAll
      // A unit's people are a short list: no virtual scrolling, every node is in the page (and in tests).
      virtual={false}
      loading={loading}
      placeholder={placeholder}
      value={value ? nodeValue(value) : undefined}
      treeData={treeData}
      treeNodeFilterProp="title"
      onSelect={(picked: string) => {
        const node = findByValue(nodes, picked);
        if (node) onPick(node);
      }}
    />
  );
};
