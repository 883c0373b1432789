import type { AnswerOf, RegionNode } from '@fireline/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Input, Popover, Spin, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { componentKeys } from './keys';

type RegionAnswer = AnswerOf<'GET /address/region/'>;

/** Province, city, county, street: codes of length 2, 4, 6 and longer (spec 001 §4). */
export const levelOfCode = (code: string) => (code.length <= 2 ? 0 : code.length <= 4 ? 1 : code.length <= 6 ? 2 : 3);
export const STREET_LEVEL = 3;
export const CLOSE_AFTER_STREET_MS = 300;
const LEVEL_KEYS = ['kit.address.province', 'kit.address.city', 'kit.address.county', 'kit.address.street'] as const;

/** The codes of a region and its parents, e.g. 110105001 → 11, 1101, 110105, 110105001. */
export const regionPrefixes = (code: string) =>
  [2, 4, 6]
    .filter((length) => code.length > length)
    .map((length) => code.slice(0, length))
    .concat(code ? [code] : []);

const fetchRegion = (code: string | undefined) =>
  api.get('/address/region/', code ? { code } : {}, { silent: true, timeoutMs: 60_000 });
/** Without a code the call lists the provinces; with one, that region and its children. */
export const childrenOf = (answer: RegionAnswer | undefined) =>
  Array.isArray(answer) ? answer : (answer?.childs ?? []);

type Props = {
  value?: string;
  onChange?: (code: string | undefined, path: RegionNode[]) => void;
  disabled?: boolean;
  placeholder?: string;
};

/** The named levels of a region code (province first), each level's answer cached for the session. */
const useRegionPath = (code: string | undefined) => {
  const named = useQueries({
    queries: regionPrefixes(code ?? '').map((prefix) => ({
      queryKey: componentKeys.region(prefix),
      queryFn: () => fetchRegion(prefix),
      staleTime: Infinity,
    })),
  });
  return named
    .map((query) => (query.data && !Array.isArray(query.data) ? query.data.self : undefined))
    .filter((node): node is RegionNode => Boolean(node));
};

/** A stored region code as the picker shows it: 北京市 / 市辖区 / 海淀区 / 学院路街道. */
export const RegionName = ({ code }: { code: string | null | undefined }) => {
  const path = useRegionPath(code ?? undefined);
  return <>{path.length ? path.map((node) => node.name).join(' / ') : (code ?? '-')}</>;
};

/**
 * The four-level address picker of spec 001 §4: GET /address/region/ without code lists provinces, with a code answers
 * `{childs, self}`. Picking loads the next level, an earlier header tab truncates the path and reloads its level, and
 * picking a street closes the panel after 300 ms. The value is the deepest code picked.
 */
export const AddressPicker = ({ value, onChange, disabled, placeholder }: Props) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [path, setPath] = useState<RegionNode[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The names of the current value's levels, for the text box and to start the panel there.
  const valuePath = useRegionPath(value);

  const level = Math.min(path.length, STREET_LEVEL);
  const parentCode = level === 0 ? undefined : path[level - 1]?.code;
  const options = useQuery({
    queryKey: componentKeys.region(parentCode ?? ''),
    queryFn: () => fetchRegion(parentCode),
    enabled: isOpen,
    staleTime: Infinity,
  });

  const open = (next: boolean) => {
    if (disabled) return;
    if (next) setPath(valuePath.length === regionPrefixes(value ?? '').length ? valuePath.slice(0, -1) : []);
    setIsOpen(next);
  };

  const pick = (node: RegionNode) => {
    const next = [...path.slice(0, levelOfCode(node.code)), node];
    onChange?.(node.code, next);
    if (levelOfCode(node.code) >= STREET_LEVEL || (options.data && childrenOf(options.data).length === 0)) {
      setPath(next.slice(0, -1));
      closeTimer.current = setTimeout(() => setIsOpen(false), CLOSE_AFTER_STREET_MS);
      return;
    }
    setPath(next);
  };

  const tabs = LEVEL_KEYS.slice(0, level + 1).map((key, index) => ({
    key: String(index),
    label: index < level ? path[index]!.name : t(key),
  }));
  const panel = (
    <div style={{ width: 420 }} data-testid="address-panel">
      <Tabs
        size="small"
        activeKey={String(level)}
        items={tabs}
        onTabClick={(key) => setPath(path.slice(0, Number(key)))}
      />
      <Spin spinning={options.isFetching}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, maxHeight: 300, overflowY: 'auto' }} role="listbox">
          {childrenOf(options.data).map((node) => (
            <button
              type="button"
              key={node.code}
              role="option"
              aria-selected={value === node.code}
              onClick={() => pick(node)}
              style={{
                border: 0,
                background: value === node.code ? '#fff1f0' : 'none',
                padding: '4px 8px',
                cursor: 'pointer',
              }}
            >
              {node.name}
            </button>
          ))}
        </div>
      </Spin>
    </div>
  );

  return (
    <Popover open={isOpen} onOpenChange={open} trigger="click" content={panel} placement="bottomLeft">
      <Input
        readOnly
        disabled={disabled}
        value={valuePath.map((node) => node.name).join(' / ')}
        placeholder={placeholder ?? t('kit.address.placeholder')}
        allowClear={!disabled}
        onClear={() => onChange?.(undefined, [])}
        data-testid="address-input"
      />
    </Popover>
  );
};
