// /manage/users: every user, newest first (or sorted by a column header), searchable by name or e-mail and
// paged like the generic tables of spec §9; Edit opens a form for the user's roles, credits, download limit and account switches;
// Invite user mails a teammate a link to join (InviteUserModal).
import { TEAM_ROLE_LABELS, type AdminUser, type UserSortKey } from '@leadsignal/contracts';
import { useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useTablePaging } from '../../../components/use-table-paging';
import { ariaSortOf, nextSort, SortHeader, type SortState } from '../../../components/SortHeader';
import { useListUsersQuery } from '../api';
import { EditUserModal } from '../components/EditUserModal';
import { InviteUserModal } from '../components/InviteUserModal';
import { formatDate, formatNumber } from '../../../lib/format';
import { PageHeader } from '../../../components/PageHeader';
import { actionsColumn } from '../../../components/RowActions';

export function downloadLimitText(limit: number): string {
  return limit === 0 ? 'Unlimited' : formatNumber(limit);
}

function StatusBadges({ user }: { user: AdminUser }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {user.isDisabled ? <Badge bg="danger">Disabled</Badge> : <Badge bg="success">Active</Badge>}
      {!user.emailConfirmed && (
        <Badge bg="warning" text="dark">
          E-mail not confirmed
        </Badge>
      )}
      {user.mustChangePassword && (
        <Badge bg="info" text="dark">
          Must change password
        </Badge>
      )}
    </span>
  );
}

export function UsersPage() {
  const { page, pageSize, restart, table } = useTablePaging();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [inviting, setInviting] = useState(false);
  const [sort, setSort] = useState<SortState<UserSortKey>>({ key: 'createdOn', direction: 'desc' });
  const query = useListUsersQuery({
    page,
    pageSize,
    search: search || undefined,
    sort: sort.key,
    direction: sort.direction,
  });
  const onSort = (key: UserSortKey) => {
    setSort(nextSort(sort, key));
    restart();
  };
  const header = (label: string, key: UserSortKey) => (
    <SortHeader label={label} column={key} sort={sort} onSort={onSort} />
  );

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(searchText.trim());
    restart();
  };
  const clearSearch = () => {
    setSearchText('');
    setSearch('');
    restart();
  };

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'name',
      header: header('Name', 'name'),
      label: 'Name',
      sort: ariaSortOf(sort, 'name'),
      cell: (user) => user.fullName,
    },
    {
      id: 'email',
      header: header('E-mail', 'email'),
      label: 'E-mail',
      sort: ariaSortOf(sort, 'email'),
      cell: (user) => user.email,
    },
    {
      id: 'roles',
      header: 'Roles',
      cell: (user) => user.roles.map((role) => role.name).join(', ') || <span className="text-muted">None</span>,
    },
    {
      id: 'team',
      header: 'Team',
      cell: (user) =>
        user.team.memberCount > 1 ? (
          <span>
            {user.team.name}{' '}
            <span className="text-muted small">
              ({TEAM_ROLE_LABELS[user.team.role].toLowerCase()}, {user.team.memberCount} members)
            </span>
          </span>
        ) : (
          <span className="text-muted">Personal</span>
        ),
    },
    {
      id: 'credits',
      header: header('Credits', 'credits'),
      label: 'Credits',
      sort: ariaSortOf(sort, 'credits'),
      className: 'text-end',
      cell: (user) => formatNumber(user.monthlyAvailableCredits),
    },
    {
      id: 'limit',
      header: 'Download limit',
      className: 'text-end',
      cell: (user) => downloadLimitText(user.downloadLimit),
    },
    { id: 'status', header: 'Status', cell: (user) => <StatusBadges user={user} /> },
    {
      id: 'created',
      header: header('Created', 'createdOn'),
      label: 'Created',
      sort: ariaSortOf(sort, 'createdOn'),
      cell: (user) => formatDate(user.createdOn),
    },
    actionsColumn((user) => [{ label: 'Edit', ariaLabel: `Edit ${user.fullName}`, onClick: () => setEditing(user) }]),
  ];

  return (
    <section aria-labelledby="users-title">
      <PageHeader id="users-title" title="Users">
        <Button variant="primary" onClick={() => setInviting(true)}>
          Invite user
        </Button>
      </PageHeader>
      <Form role="search" className="mb-3" onSubmit={submitSearch} aria-label="User search">
        <Form.Label htmlFor="users-search" className="visually-hidden">
          Search users
        </Form.Label>
        <InputGroup style={{ maxWidth: 480 }}>
          <Form.Control
            id="users-search"
            type="search"
            placeholder="Name or e-mail"
            value={searchText}
            maxLength={200}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Button type="submit" variant="primary">
            Search
          </Button>
          {search && (
            <Button variant="outline-secondary" onClick={clearSearch}>
              Clear
            </Button>
          )}
        </InputGroup>
      </Form>
      <DataTable
        id="users"
        label="Users"
        columns={columns}
        {...table(query)}
        emptyText={search ? `No user matches "${search}".` : undefined}
      />
      {editing && <EditUserModal user={editing} onClose={() => setEditing(null)} />}
      {inviting && <InviteUserModal onClose={() => setInviting(false)} />}
    </section>
  );
}
