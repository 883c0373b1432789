import type { DepartmentDetail, DepartmentRecord, OrgPerson } from '@fireline/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { DepartmentPage } from './DepartmentPage';

const record = (values: Partial<DepartmentRecord> & Pick<DepartmentRecord, 'id' | 'name'>): DepartmentRecord => ({
  company_id: 2,
  parent_id: null,
  sort: 0,
  remark: '',
  manager: null,
  fire_director: null,
  user_count: 0,
  children: [],
  ...values,
});

/** The tower as the demo has it: security with the control room below it, and engineering. */
const tree: DepartmentRecord[] = [
  record({
    id: 3,
    name: '安全保卫部',
    user_count: 2,
    manager: { id: 11, name: '李安全' },
    fire_director: { id: 11, name: '李安全' },
    children: [record({ id: 4, name: '消防控制室', parent_id: 3, user_count: 1 })],
  }),
  record({ id: 5, name: '工程部' }),
];
const people: OrgPerson[] = [
  { id: 11, name: '李安全', account: 'manager', department_id: 3, post_id: 1 },
  { id: 12, name: '孙保安', account: 'sunba', department_id: 3, post_id: 3 },
];
const security: DepartmentDetail = {
  ...record({ id: 3, name: '安全保卫部', user_count: 2, manager: { id: 11, name: '李安全' } }),
  fire_director: { id: 11, name: '李安全' },
  parent: null,
  child_count: 1,
  people: [
    {
      id: 11,
      name: '李安全',
      account: 'manager',
      mobile: null,
      post: { id: 1, name: '消防安全管理人' },
      is_active: true,
    },
    {
      id: 12,
      name: '孙保安',
      account: 'sunba',
      mobile: '13700112233',
      post: { id: 3, name: '保安员' },
      is_active: true,
    },
  ],
};
let calls: StubCall[];

describe('department page: the tree, a department’s details and people', { timeout: 60_000 }, () => {
  preparePageTests();
  beforeEach(() => {
    calls = stubFetch(({ path, method, body }) => {
      if (path === '/api_proxy/department/department_child_list/') return tree;
      if (path === '/api_proxy/department/user_options/') return people;
      if (path === '/api_proxy/department/info/' && method === 'GET') return security;
      return { ...security, ...(body as object), id: 8, people: [], parent: { id: 3, name: '安全保卫部' } };
    });
  });

  it('shows the nested tree, and the chosen department’s labels and people', async () => {
    const user = userEvent.setup();
    renderAt(<DepartmentPage />, '/systemmanage/department');
    const treeView = await screen.findByTestId('department-tree');
    // Nested and open: the control room sits under security, with head counts.
    expect(within(treeView).getByTestId('department-node-4').textContent).toBe('消防控制室 (1)');
    const controlRoomRow = within(treeView).getByTestId('department-node-4').closest('.ant-tree-treenode')!;
    expect(controlRoomRow.querySelectorAll('.ant-tree-indent-unit').length).toBe(1);
    expect(screen.getByText('Choose a department in the tree')).toBeTruthy();

    await user.click(within(treeView).getByTestId('department-node-3'));
    const detail = await screen.findByTestId('department-detail');
    const row = (label: string) => within(detail).getByText(label).closest('tr')!.textContent;
    expect(row('Department manager')).toContain('李安全');
    expect(row('Fire safety director')).toContain('李安全');
    expect(row('Parent department')).toContain('—');
    const rows = within(screen.getByTestId('department-people')).getAllByRole('row').slice(1);
    expect(rows.map((item) => item.textContent)).toEqual([
      '李安全manager消防安全管理人—',
      '孙保安sunba保安员13700112233',
    ]);
  });

  it('adds a sub-department of the chosen one with its labels, and sends them', async () => {
    const user = userEvent.setup();
    renderAt(<DepartmentPage />, '/systemmanage/department');
    await user.click(await screen.findByTestId('department-node-3'));
    await user.click(await screen.findByTestId('department-add-child'));
    const form = screen.getByTestId('department-form');
    await user.type(within(form).getByLabelText('Department name'), '巡查组');
    await user.click(within(form).getByLabelText('Department manager'));
    await user.click(await screen.findByTitle('孙保安（sunba）'));
    await user.click(screen.getByTestId('department-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: '巡查组',
      parent_id: 3,
      manager_id: 12,
      fire_director_id: null,
      sort: 0,
      remark: '',
    });
  });

  it('edits the chosen department with PUT; it cannot become its own sub-department', async () => {
    const user = userEvent.setup();
    renderAt(<DepartmentPage />, '/systemmanage/department');
    await user.click(await screen.findByTestId('department-node-3'));
    await user.click(await screen.findByTestId('department-edit'));
    const form = screen.getByTestId('department-form');
    expect((within(form).getByLabelText('Department name') as HTMLInputElement).value).toBe('安全保卫部');
    await user.click(within(form).getByLabelText('Parent department'));
    // The department and what is below it are not offered as its parent.
    const options = document.querySelectorAll('.ant-select-tree-treenode');
    const disabled = [...options]
      .filter((option) => option.classList.contains('ant-select-tree-treenode-disabled'))
      .map((option) => option.textContent);
    expect(disabled).toEqual(['安全保卫部', '消防控制室']);
    await user.click(screen.getByTitle('工程部'));
    await user.clear(within(form).getByLabelText('Department name'));
    await user.type(within(form).getByLabelText('Department name'), '安保部');
    await user.click(screen.getByTestId('department-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      id: 3,
      name: '安保部',
      parent_id: 5,
      manager_id: 11,
      fire_director_id: 11,
      sort: 0,
      remark: '',
    });
  });
});
